import { withBasePath } from '@/lib/config/base-path';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDto, InvoiceStatus, RejectInvoiceRequest } from '@/features/billing/contract/invoices';
import {
  issueInvoiceEndpoint,
  operatorInvoicesEndpoint,
  rejectInvoiceEndpoint,
} from '@/features/billing/endpoints/invoices';
import { ApiCode } from '@/lib/contract/codes';
import type { Envelope } from '@/lib/contract/envelope';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { OPERATOR_PAGE_SIZE } from '../../api/hooks';
import { OperatorApiError, operatorCall } from '../../api/operator-client';

// The back office's invoice queue: requests by status with counts, issue (multipart: the PDF) and reject.

const keys = { all: ['operator', 'invoices'] as const };

export const useInvoiceQueue = (query: { status?: InvoiceStatus; pageIndex: number }) =>
  useQuery({
    queryKey: [...keys.all, query],
    queryFn: () => operatorCall(operatorInvoicesEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The PDF, read with the operator's cookie (opened in a new tab). */
export const invoicePdfUrl = (id: string) =>
  withBasePath(`/api/operator/billing/invoices/file?id=${encodeURIComponent(id)}`);

async function issue(input: { id: string; invoiceNumber: string; file: File }) {
  const form = new FormData();
  form.set('id', input.id);
  form.set('invoiceNumber', input.invoiceNumber);
  form.set('file', input.file);
  const url = new URL(withBasePath(`/api${issueInvoiceEndpoint.path}`), window.location.origin);
  url.searchParams.set('lang', document.documentElement.lang || 'zh');
  const response = await fetch(url, {
    method: 'POST',
    headers: { [WEB_CLIENT_HEADER]: 'web' },
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json()) as Envelope<InvoiceDto>;
  if (body.code === ApiCode.ok) return body.data;
  throw new OperatorApiError(Number(body.code), body.message ?? body.msg ?? '', body.data);
}

export function useDecideInvoice() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: keys.all });
  return {
    issue: useMutation({ mutationFn: issue, onSuccess: done }),
    reject: useMutation({
      mutationFn: (input: RejectInvoiceRequest) => operatorCall(rejectInvoiceEndpoint, input),
      onSuccess: done,
    }),
  };
}
