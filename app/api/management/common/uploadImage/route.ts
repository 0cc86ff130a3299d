import { imageUploadRequest } from '@/lib/contract/images';
import { apiRoute } from '@/lib/server/http/route';
import { IMAGE_UPLOAD_BODY, uploadImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/common/uploadImage – stores a start or load page image of a session (multipart `file`)
export const POST = apiRoute(
  { input: imageUploadRequest, audience: 'customer', multipart: IMAGE_UPLOAD_BODY },
  ({ db, input, identity }) => uploadImage(db, identity, 'page-image', input.file),
);
