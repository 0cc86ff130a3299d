import { backgroundUploadEndpoint } from '@/features/catalogue/endpoints';
import { apiRoute } from '@/lib/server/http/route';
import { IMAGE_UPLOAD_BODY, uploadImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/background/upload – stores a background image of the caller's corporation (multipart `file`)
export const POST = apiRoute(
  backgroundUploadEndpoint,
  ({ db, input, identity }) => uploadImage(db, identity, 'background', input.file),
  { multipart: IMAGE_UPLOAD_BODY },
);
