import { operatorLogoutEndpoint } from '@/features/operator/endpoints';
import { operatorLogout } from '@/features/operator/server/login';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/logout – ends the operator's session
export const POST = apiRoute(operatorLogoutEndpoint, ({ db, operator }) => operatorLogout(db, operator));
