import { createOperatorRequest } from '@/features/operator/contract';
import { createOperator } from '@/features/operator/server/operators';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/operators/create – a new operator with a first password; they enrol TOTP at first sign-in
export const POST = apiRoute(
  { input: createOperatorRequest, audience: operatorAudience('operator.manage') },
  ({ db, input, operator, requestId }) => createOperator(db, input, operatorActor(operator), requestId),
);
