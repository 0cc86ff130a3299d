import { globalSettingsEndpoint } from '@/features/sessions/endpoints';
import { globalSettings } from '@/features/sessions/server/catalogue/global-settings';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/globalSet/queryGlobalSet – languages, limits, per-language defaults and built-in images
export const GET = apiRoute(globalSettingsEndpoint, async () => globalSettings());
