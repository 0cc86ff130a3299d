import { operatorTotpEndpoint } from '@/features/operator/endpoints';
import { totpStep } from '@/features/operator/server/login';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/login/totp – the ticket and a TOTP code; opens the operator session (its own cookie)
export const POST = apiRoute(operatorTotpEndpoint, ({ db, input, ip, requestId }) =>
  totpStep(db, input, { ip, requestId }),
);
