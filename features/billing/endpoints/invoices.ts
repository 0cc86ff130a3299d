import { z } from 'zod';
import {
  invoiceDto,
  invoiceIdRequest,
  invoicePageDto,
  invoicePageRequest,
  invoicePaths as paths,
  invoiceRequest,
  invoiceableDto,
  issueInvoiceRequest,
  operatorInvoicePage,
  rejectInvoiceRequest,
} from '@/features/billing/contract/invoices';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';

// Invoices (issue 22 §1): the customer's requests over completed orders (certified corporations only), the
// back office's queue, issue (the PDF and the number) and rejection. Reading and deciding needs `order.review`.

const tag = 'Billing and orders';
const audience = 'customer' as const;
const review = operatorAudience('order.review');

export const invoicePageEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.page,
  summary: 'The corporation’s invoice requests, newest first (status, amount, orders, invoice number)',
  tag,
  audience,
  input: invoicePageRequest,
  output: invoicePageDto,
});

export const invoiceableEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.invoiceable,
  summary: 'Who an invoice is for (the certified company, or null) and the completed orders not yet invoiced',
  tag,
  audience,
  output: invoiceableDto,
});

export const requestInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.request,
  summary:
    'Request an invoice (普通 or 专用) over completed orders; title and taxpayer id are the certified company’s',
  tag,
  audience,
  input: invoiceRequest,
  output: invoiceDto,
  errors: [ApiCode.certificationRequired, ApiCode.notFound, ApiCode.conflict],
});

export const invoiceFileEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.file,
  summary: 'An issued invoice’s PDF (the corporation’s own only)',
  tag,
  audience,
  input: invoiceIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'application/pdf',
  errors: [ApiCode.notFound],
});

const officeTag = 'Operator back office';

export const operatorInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.operatorPage,
  summary: 'Invoice requests by status (waiting ones oldest first) with the counts per status',
  tag: officeTag,
  audience: review,
  input: invoicePageRequest,
  output: operatorInvoicePage,
  internal: true,
});

export const issueInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.operatorIssue,
  summary: 'Issue an invoice: multipart `id`, `invoiceNumber`, `file` (a PDF ≤ 10 MB); mailed, audited',
  tag: officeTag,
  audience: review,
  input: issueInvoiceRequest,
  multipart: true,
  output: invoiceDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal: true,
});

export const rejectInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.operatorReject,
  summary: 'Reject an invoice request with a reason; its orders may be requested again; mailed, audited',
  tag: officeTag,
  audience: review,
  input: rejectInvoiceRequest,
  output: invoiceDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal: true,
});

export const operatorInvoiceFileEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.operatorFile,
  summary: 'An issued invoice’s PDF',
  tag: officeTag,
  audience: review,
  input: invoiceIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'application/pdf',
  errors: [ApiCode.notFound],
  internal: true,
});
