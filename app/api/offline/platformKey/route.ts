import { platformKeyEndpoint } from '@/features/offline/endpoints';
import { platformPublicJwk } from '@/features/offline/server/platform-key';
import { anyOriginPreflight, openToAnyOrigin } from '@/features/offline/server/cors';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/offline/platformKey – the licence-signing public key, for packages to embed
export const GET = openToAnyOrigin(
  apiRoute(platformKeyEndpoint, async ({ db }) => ({ keys: [await platformPublicJwk(db)] })),
);

// OPTIONS /api/offline/platformKey – the preflight of an offline package on another origin
export const OPTIONS = anyOriginPreflight;
