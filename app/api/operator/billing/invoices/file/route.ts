import { operatorInvoiceFileEndpoint } from '@/features/billing/endpoints/invoices';
import { invoicePdf } from '@/features/billing/server/invoices/invoices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/invoices/file – an issued invoice's PDF
export const GET = apiRoute(operatorInvoiceFileEndpoint, ({ db, input }) => invoicePdf(db, input.id));
