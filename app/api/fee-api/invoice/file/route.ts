import { invoiceFileEndpoint } from '@/features/billing/endpoints/invoices';
import { invoicePdf } from '@/features/billing/server/invoices/invoices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/invoice/file – an issued invoice's PDF, for its own corporation only
export const GET = apiRoute(invoiceFileEndpoint, ({ db, input, identity }) =>
  invoicePdf(db, input.id, identity.corpId),
);
