import { updateOperatorRequest } from '@/features/operator/contract';
import { updateOperator } from '@/features/operator/server/operators';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/operators/update – changes an operator's role, disables or enables them
export const POST = apiRoute(
  { input: updateOperatorRequest, audience: operatorAudience('operator.manage') },
  ({ db, input, operator, requestId }) => updateOperator(db, input, operator, requestId),
);
