import { availableLanguagesEndpoint } from '@/features/sessions/endpoints';
import { availableLanguages } from '@/features/sessions/server/defaults/options';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/availableLanguages – the session languages zh, en and ja
export const GET = apiRoute(availableLanguagesEndpoint, async () => availableLanguages());
