import { downloadPackageEndpoint } from '@/features/offline/endpoints';
import { downloadPackage } from '@/features/offline/server/packages';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/offline/packages/download – an offline package's zip (the corporation's own only)
export const GET = apiRoute(downloadPackageEndpoint, ({ db, identity, input }) =>
  downloadPackage(db, identity.corpId, input.id),
);
