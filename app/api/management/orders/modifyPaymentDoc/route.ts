import { billingCertification } from '@/app/_compose/billing-ports';
import { modifyPaymentDocEndpoint } from '@/features/billing/endpoints';
import { orderDetail } from '@/features/billing/server/orders/order-queries';
import { VOUCHER_UPLOAD_BODY, uploadVoucher } from '@/features/billing/server/orders/voucher';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/orders/modifyPaymentDoc – a bank transfer's voucher (multipart `orderNo`, `file`); the order goes to review
export const POST = apiRoute(
  modifyPaymentDocEndpoint,
  async ({ db, input, identity }) =>
    orderDetail(db, await uploadVoucher(db, identity, input, billingCertification)),
  { multipart: VOUCHER_UPLOAD_BODY },
);
