import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRequest } from '@/features/billing/contract/invoices';
import { saveFile } from '@/lib/api-client/save-file';
import { webCall, webGetBlob } from '@/lib/api-client/web-client';
import {
  invoiceFileEndpoint,
  invoicePageEndpoint,
  invoiceableEndpoint,
  requestInvoiceEndpoint,
} from '../endpoints/invoices';
import { billingKeys } from './keys';

const PAGE_SIZE = 10;
export const INVOICE_PAGE_SIZE = PAGE_SIZE;

// GET /fee-api/invoice/page – the corporation's invoice requests, newest first.
export const useInvoices = (pageIndex: number) =>
  useQuery({
    queryKey: billingKeys.invoices(pageIndex),
    queryFn: () => webCall(invoicePageEndpoint, { pageIndex, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

// GET /fee-api/invoice/invoiceable – the certified company and the orders that can be invoiced.
export const useInvoiceable = () =>
  useQuery({ queryKey: billingKeys.invoiceable, queryFn: () => webCall(invoiceableEndpoint) });

// POST /fee-api/invoice/request
export function useRequestInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceRequest) => webCall(requestInvoiceEndpoint, input),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

// GET /fee-api/invoice/file – the issued PDF, saved.
export async function downloadInvoice(id: string, invoiceNumber: string | null) {
  saveFile(await webGetBlob(invoiceFileEndpoint.path, { id }), `invoice-${invoiceNumber ?? id}.pdf`);
}
