import { invoicePorts } from '@/app/_compose/billing-ports';
import { invoiceableEndpoint } from '@/features/billing/endpoints/invoices';
import { invoiceable } from '@/features/billing/server/invoices/invoices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/invoice/invoiceable – the certified company and the orders that can be invoiced
export const GET = apiRoute(invoiceableEndpoint, ({ db, identity }) =>
  invoiceable(db, identity.corpId, invoicePorts),
);
