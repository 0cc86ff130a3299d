import { operatorMeEndpoint } from '@/features/operator/endpoints';
import { operatorMe } from '@/features/operator/server/login';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/me – the signed-in operator, their role and permissions (the back office's menu)
export const GET = apiRoute(operatorMeEndpoint, async ({ operator }) => operatorMe(operator));
