import { updateOperatorEndpoint } from '@/features/operator/endpoints';
import { updateOperator } from '@/features/operator/server/operators';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/operators/update – changes an operator's role, disables or enables them
export const POST = apiRoute(updateOperatorEndpoint, ({ db, input, operator, requestId }) =>
  updateOperator(db, input, operator, requestId),
);
