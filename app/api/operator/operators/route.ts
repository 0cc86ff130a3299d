import { listOperators } from '@/features/operator/server/operators';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/operators – every operator (admins only)
export const GET = apiRoute({ audience: operatorAudience('operator.manage') }, ({ db }) => listOperators(db));
