import { operatorLoginEndpoint } from '@/features/operator/endpoints';
import { passwordStep } from '@/features/operator/server/login';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/login – an operator's password; answers a ticket for the TOTP step (or enrolment)
export const POST = apiRoute(operatorLoginEndpoint, ({ db, input, ip }) => passwordStep(db, input, ip));
