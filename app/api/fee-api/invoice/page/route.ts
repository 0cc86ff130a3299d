import { invoicePageEndpoint } from '@/features/billing/endpoints/invoices';
import { customerInvoicePage } from '@/features/billing/server/invoices/invoices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/invoice/page – the corporation's invoice requests
export const GET = apiRoute(invoicePageEndpoint, ({ db, input, identity }) =>
  customerInvoicePage(db, identity.corpId, input),
);
