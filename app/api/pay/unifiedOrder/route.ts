import { paymentProviderOf } from '@/app/_compose/billing-ports';
import { unifiedOrderEndpoint } from '@/features/billing/endpoints';
import { startOnlinePayment } from '@/features/billing/server/online/start-payment';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/unifiedOrder – start paying online: a QR code (desktop) or the gateway's page (phone)
export const POST = apiRoute(unifiedOrderEndpoint, ({ db, input, identity, lang, ip }) =>
  startOnlinePayment(db, identity, { ...input, payerIp: ip }, paymentProviderOf, lang),
);
