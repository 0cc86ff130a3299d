import { invoicePorts } from '@/app/_compose/billing-ports';
import { rejectInvoiceEndpoint } from '@/features/billing/endpoints/invoices';
import { rejectInvoice } from '@/features/billing/server/invoices/invoice-decisions';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/invoices/reject – reject an invoice request with a reason
export const POST = apiRoute(rejectInvoiceEndpoint, ({ db, input, operator, requestId }) =>
  rejectInvoice(db, input, { actor: operatorActor(operator), requestId }, invoicePorts),
);
