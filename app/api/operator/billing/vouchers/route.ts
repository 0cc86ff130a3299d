import { voucherQueue } from '@/features/billing/server/orders/operator-orders';
import { voucherQueueEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/vouchers – orders in review, oldest first
export const GET = apiRoute(voucherQueueEndpoint, ({ db, input }) => voucherQueue(db, input));
