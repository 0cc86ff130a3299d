import { delFileEndpoint } from '@/features/knowledge/endpoints';
import { deleteFile } from '@/features/knowledge/server/documents/manage';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/kbUserFile/delFile – deletes a document, its passages and its bytes (`?fileId=`)
export const DELETE = apiRoute(delFileEndpoint, async (ctx) => {
  const answer = await deleteFile(ctx.db, ctx.identity.corpId, ctx.input.fileId);
  await auditCustomer(ctx, 'knowledge-file.delete', { type: 'knowledge-file', id: ctx.input.fileId });
  return answer;
});
