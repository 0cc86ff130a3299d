import { listOperatorsEndpoint } from '@/features/operator/endpoints';
import { listOperators } from '@/features/operator/server/operators';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/operators – every operator (admins only)
export const GET = apiRoute(listOperatorsEndpoint, ({ db }) => listOperators(db));
