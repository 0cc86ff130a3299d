import { groupBaseListEndpoint } from '@/features/sessions/endpoints';
import { defaultConfigs } from '@/features/sessions/server/defaults/global-settings';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/queryGroupBaseList – the defaultConfig of each language, keyed by language
export const GET = apiRoute(groupBaseListEndpoint, async () => defaultConfigs());
