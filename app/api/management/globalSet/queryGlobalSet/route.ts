import { sessionCapsOf } from '@/app/_compose/plans-ports';
import { globalSettingsEndpoint } from '@/features/sessions/endpoints';
import { globalSettings } from '@/features/sessions/server/defaults/global-settings';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/globalSet/queryGlobalSet – languages, the caller's corporation's limits, per-language
// defaults and built-in images
export const GET = apiRoute(globalSettingsEndpoint, ({ db, identity }) =>
  globalSettings(db, identity.corpId, sessionCapsOf),
);
