import { operatorMe } from '@/features/operator/server/login';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/me – the signed-in operator, their role and permissions (the back office's menu)
export const GET = apiRoute({ audience: operatorAudience('backoffice.read') }, async ({ operator }) =>
  operatorMe(operator),
);
