import { portraitPorts } from '@/app/_compose/portraits-ports';
import { myPortraitsEndpoint } from '@/features/portraits/endpoints';
import { myPortraits } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/portrait/query – the corporation's portraits with their review state
export const GET = apiRoute(myPortraitsEndpoint, ({ db, input, identity }) =>
  myPortraits(db, portraitPorts, identity.corpId, input),
);
