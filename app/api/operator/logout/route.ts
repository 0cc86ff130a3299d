import { operatorLogout } from '@/features/operator/server/login';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/logout – ends the operator's session
export const POST = apiRoute({ audience: operatorAudience('backoffice.read') }, ({ db, operator }) =>
  operatorLogout(db, operator),
);
