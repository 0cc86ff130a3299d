import { invoicePorts } from '@/app/_compose/billing-ports';
import { issueInvoiceEndpoint } from '@/features/billing/endpoints/invoices';
import { INVOICE_UPLOAD_BODY, issueInvoice } from '@/features/billing/server/invoices/invoice-decisions';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/invoices/issue – issue an invoice (multipart `id`, `invoiceNumber`, `file`: a PDF)
export const POST = apiRoute(
  issueInvoiceEndpoint,
  ({ db, input, operator, requestId }) =>
    issueInvoice(db, input, { actor: operatorActor(operator), requestId }, invoicePorts),
  { multipart: INVOICE_UPLOAD_BODY },
);
