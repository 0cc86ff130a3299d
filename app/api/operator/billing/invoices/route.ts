import { operatorInvoicesEndpoint } from '@/features/billing/endpoints/invoices';
import { operatorInvoicePage } from '@/features/billing/server/invoices/invoice-decisions';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/invoices – invoice requests by status with counts
export const GET = apiRoute(operatorInvoicesEndpoint, ({ db, input }) => operatorInvoicePage(db, input));
