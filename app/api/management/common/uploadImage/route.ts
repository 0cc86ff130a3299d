import { uploadImageEndpoint } from '@/lib/contract/platform-endpoints';
import { apiRoute } from '@/lib/server/http/route';
import { IMAGE_UPLOAD_BODY, uploadImage } from '@/lib/server/storage/uploaded-images';

// POST /api/management/common/uploadImage – stores a start or load page image of a session (multipart `file`)
export const POST = apiRoute(
  uploadImageEndpoint,
  ({ db, input, identity }) => uploadImage(db, identity, 'page-image', input.file),
  { multipart: IMAGE_UPLOAD_BODY },
);
