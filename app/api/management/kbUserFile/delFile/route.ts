import { delFileRequest } from '@/features/knowledge/contract';
import { deleteFile } from '@/features/knowledge/server/documents/manage';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/kbUserFile/delFile – deletes a document, its passages and its bytes (`?fileId=`)
export const DELETE = apiRoute({ input: delFileRequest, audience: 'customer' }, ({ db, input, identity }) =>
  deleteFile(db, identity.corpId, input.fileId),
);
