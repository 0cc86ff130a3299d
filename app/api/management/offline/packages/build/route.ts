import { offlinePackages } from '@/app/_compose/offline-package-ports';
import { offlineSessions } from '@/app/_compose/offline-ports';
import { buildPackageEndpoint } from '@/features/offline/endpoints';
import { buildSessionPackage } from '@/features/offline/server/packages';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { apiRoute } from '@/lib/server/http/route';
import { BASE_PATH } from '@/lib/config/base-path';
import { siteOrigins } from '@/lib/seo/site-origins';

// A build reads the whole FAQ and deflates ~18 MB of WebAssembly: a few a minute is plenty for a console.
const PER_CORP = { keyPrefix: 'offline-package-build:corp:1h', points: 20, duration: 3600 };

// POST /api/management/offline/packages/build – builds a published session's offline package now
export const POST = apiRoute(buildPackageEndpoint, async ({ db, identity, input }) => {
  await consumeAll([[PER_CORP, identity.corpId]]);
  return buildSessionPackage(db, identity, input.sessionId, {
    sessions: offlineSessions,
    packages: offlinePackages,
    origin: (language) => siteOrigins()[language === 'en' ? 'en' : 'zh'],
    basePath: BASE_PATH,
  });
});
