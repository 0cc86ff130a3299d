import { imageUploadRequest } from '@/lib/contract/images';
import { apiRoute } from '@/lib/server/http/route';
import { IMAGE_UPLOAD_BODY, uploadImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/background/upload – stores a background image of the caller's corporation (multipart `file`)
export const POST = apiRoute(
  { input: imageUploadRequest, audience: 'customer', multipart: IMAGE_UPLOAD_BODY },
  ({ db, input, identity }) => uploadImage(db, identity, 'background', input.file),
);
