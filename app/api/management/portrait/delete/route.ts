import { portraitPorts } from '@/app/_compose/portraits-ports';
import { deletePortraitEndpoint } from '@/features/portraits/endpoints';
import { deletePortrait } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/portrait/delete – deletes one of the corporation's portraits and its photo
export const POST = apiRoute(deletePortraitEndpoint, ({ db, input, identity, requestId }) =>
  deletePortrait(db, portraitPorts, identity, input.id, requestId),
);
