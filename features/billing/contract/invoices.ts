import { z } from 'zod';
import { emailField, phoneField, requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';

// Invoices (发票, issue 22 §1): a certified corporation asks for one invoice over one or more completed orders not
// yet invoiced; an operator issues it (uploads the PDF, enters the invoice number) or rejects it with a reason.
// The title and taxpayer id are the certified company's name and credit code, never typed by the customer.

/** 增值税普通发票 (normal) or 增值税专用发票 (special: also the bank account, address and phone printed on it). */
export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** An invoice PDF is at most 10 MB, like a voucher. */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** How many orders one request may gather. */
export const INVOICE_ORDERS_MAX = 50;

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const page = { pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) };
const optional = (max: number) => textField().max(max, 'tooLong').optional().default('');

export const invoiceRequest = z
  .object({
    type: z.enum(INVOICE_TYPES, 'required'),
    orderNos: z
      .array(textField({ trim: false }).min(1, 'required').max(40, 'tooLong'), 'required')
      .min(1, 'invoiceNoOrders')
      .max(INVOICE_ORDERS_MAX, 'tooMany'),
    email: emailField,
    bankName: optional(100),
    bankAccountNo: optional(50),
    address: optional(200),
    phone: phoneField.optional().or(z.literal('')).default(''),
  })
  .superRefine((value, context) => {
    if (value.type !== 'special') return;
    for (const field of ['bankName', 'bankAccountNo', 'address', 'phone'] as const)
      if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: 'required' });
  });
export type InvoiceRequest = z.input<typeof invoiceRequest>;

export const invoiceDto = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  /** The certified company's name and credit code when requested. */
  title: z.string(),
  taxpayerId: z.string(),
  bankName: z.string(),
  bankAccountNo: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Σ of the orders' payable fen. */
  amountFen: z.number().int(),
  orderNos: z.array(z.string()),
  /** issued: the number on the invoice (the tax authority's). */
  invoiceNumber: z.string().nullable(),
  /** rejected: why, for the customer. */
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

export const invoicePageRequest = z.object({ ...page, status: z.enum(INVOICE_STATUSES).optional() });
export const invoicePageDto = pageOf(invoiceDto);

/** The request dialog's facts: who the invoice is for (null: not certified) and which orders can be invoiced. */
export const invoiceableDto = z.object({
  company: z.object({ name: z.string(), creditCode: z.string() }).nullable(),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      productNameZh: z.string(),
      productNameEn: z.string(),
      payableFen: z.number().int(),
      completedAt: z.string().nullable(),
    }),
  ),
});
export type InvoiceableDto = z.infer<typeof invoiceableDto>;

export const invoiceIdRequest = z.object({ id });

// ---- The back office ----

export const operatorInvoiceRow = invoiceDto.extend({ corpId: z.string(), companyName: z.string() });
export type OperatorInvoiceRow = z.infer<typeof operatorInvoiceRow>;
export const operatorInvoicePage = pageOf(operatorInvoiceRow).extend({
  counts: z.record(z.enum(INVOICE_STATUSES), z.number().int()),
});
/** Issuing: the invoice number and the PDF (multipart `id`, `invoiceNumber`, `file`). */
export const issueInvoiceRequest = z.object({
  id,
  invoiceNumber: requiredText(40),
  file: z.file('required'),
});
export const rejectInvoiceRequest = z.object({ id, reason: requiredText(500, { multiline: true }) });
export type RejectInvoiceRequest = z.input<typeof rejectInvoiceRequest>;

export const invoicePaths = {
  page: '/fee-api/invoice/page',
  invoiceable: '/fee-api/invoice/invoiceable',
  request: '/fee-api/invoice/request',
  file: '/fee-api/invoice/file',
  operatorPage: '/operator/billing/invoices',
  operatorIssue: '/operator/billing/invoices/issue',
  operatorReject: '/operator/billing/invoices/reject',
  operatorFile: '/operator/billing/invoices/file',
} as const;
