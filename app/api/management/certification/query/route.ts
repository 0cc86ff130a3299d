import { myCertificationEndpoint } from '@/features/certification/endpoints';
import { myCertification } from '@/features/certification/server/submissions';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/certification/query – the caller's corporation's certification state and history
export const GET = apiRoute(myCertificationEndpoint, ({ db, identity }) =>
  myCertification(db, identity.corpId),
);
