import { paymentLogEndpoint } from '@/features/billing/endpoints/payment-log';
import { paymentLog } from '@/features/billing/server/payments/payment-log';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/payment-notifications – the payment notification log (read-only)
export const GET = apiRoute(paymentLogEndpoint, ({ db, input }) => paymentLog(db, input));
