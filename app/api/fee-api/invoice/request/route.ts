import { invoicePorts } from '@/app/_compose/billing-ports';
import { requestInvoiceEndpoint } from '@/features/billing/endpoints/invoices';
import { requestInvoice } from '@/features/billing/server/invoices/invoices';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/fee-api/invoice/request – request an invoice over completed orders (certified corporations)
export const POST = apiRoute(requestInvoiceEndpoint, ({ db, input, identity, requestId }) =>
  requestInvoice(db, identity, input, invoicePorts, requestId),
);
