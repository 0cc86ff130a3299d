import { portraitPorts } from '@/app/_compose/portraits-ports';
import { renamePortraitEndpoint } from '@/features/portraits/endpoints';
import { renamePortrait } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/portrait/rename – renames one of the corporation's portraits
export const POST = apiRoute(renamePortraitEndpoint, ({ db, input, identity }) =>
  renamePortrait(db, portraitPorts, identity.corpId, input),
);
