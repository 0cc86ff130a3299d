import { portraitPorts } from '@/app/_compose/portraits-ports';
import { portraitAllowanceEndpoint } from '@/features/portraits/endpoints';
import { portraitAllowanceOf } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/portrait/allowance – how many portraits the corporation may keep, and how many it has
export const GET = apiRoute(portraitAllowanceEndpoint, ({ db, identity }) =>
  portraitAllowanceOf(db, portraitPorts, identity.corpId),
);
