import { platformKeyEndpoint } from '@/features/offline/endpoints';
import { platformPublicJwk } from '@/features/offline/server/platform-key';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/offline/platformKey – the licence-signing public key, for packages to embed
export const GET = apiRoute(platformKeyEndpoint, async ({ db }) => ({ keys: [await platformPublicJwk(db)] }));
