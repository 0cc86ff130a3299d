import { backgroundDeleteEndpoint } from '@/features/catalogue/endpoints';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';
import { deleteUploadedImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/background/delete – deletes one of the corporation's uploaded backgrounds
export const POST = apiRoute(backgroundDeleteEndpoint, async (ctx) => {
  const answer = await deleteUploadedImage(ctx.db, ctx.identity.corpId, 'background', ctx.input.id);
  await auditCustomer(ctx, 'background.delete', { type: 'background', id: ctx.input.id });
  return answer;
});
