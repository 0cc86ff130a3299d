import { backgroundPageEndpoint } from '@/features/catalogue/endpoints';
import { apiRoute } from '@/lib/server/http/route';
import { pageUploadedImages } from '@/lib/server/storage/uploaded-images';

// GET /api/management/background/page – the corporation's uploaded backgrounds, newest first
export const GET = apiRoute(backgroundPageEndpoint, ({ db, input, identity }) =>
  pageUploadedImages(db, identity.corpId, 'background', input),
);
