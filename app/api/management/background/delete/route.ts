import { uploadedImageIdRequest } from '@/lib/contract/images';
import { apiRoute } from '@/lib/server/http/route';
import { deleteUploadedImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/background/delete – deletes one of the corporation's uploaded backgrounds
export const POST = apiRoute(
  { input: uploadedImageIdRequest, audience: 'customer' },
  ({ db, input, identity }) => deleteUploadedImage(db, identity.corpId, 'background', input.id),
);
