import { z } from 'zod';
import { requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';
import {
  ARREARS_POLICIES,
  ORDER_STATUSES,
  PAY_METHODS,
  PRODUCT_KINDS,
  ledgerDto,
  orderDetailDto,
  orderDto,
  standingDto,
} from '@/features/billing/contract';

// The back office's side of billing (issue 22 §4): order search with counts per status, the voucher queue, approve
// and reject, refunds and adjustments on the ledger, products and prices, a corporation's credit limit and what
// arrears stop. Reading and deciding orders needs `order.review`; changing money or prices `billing.manage`.

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const instant = z.iso.datetime({ offset: true, error: 'invalid' });
const page = { pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) };
/** A sanity bound on any one amount an operator types: ¥10,000,000. */
export const AMOUNT_MAX_FEN = 1_000_000_000;
const fen = z.number('invalid').int('invalid').min(0, 'outOfRange').max(AMOUNT_MAX_FEN, 'outOfRange');

export const operatorOrderQuery = z.object({
  ...page,
  status: z.enum(ORDER_STATUSES).optional(),
  corpId: textField({ trim: false }).max(100, 'tooLong').optional(),
  orderNo: textField().max(40, 'tooLong').optional(),
  payMethod: z.enum(PAY_METHODS).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type OperatorOrderQuery = z.input<typeof operatorOrderQuery>;

export const operatorOrderRow = orderDto.extend({ companyName: z.string() });
export type OperatorOrderRow = z.infer<typeof operatorOrderRow>;

/** A page of the search, with how many orders of each status match the other filters (the tabs' counts). */
export const operatorOrderPage = pageOf(operatorOrderRow).extend({
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});

export const orderIdQuery = z.object({ orderId: id });
export const operatorOrderDetail = orderDetailDto.extend({ companyName: z.string() });
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetail>;

/** The voucher queue: orders in review, oldest first. */
export const voucherQueueQuery = z.object({ ...page });

export const approveOrderRequest = z.object({
  orderId: id,
  note: textField().max(500, 'tooLong').optional(),
});
export type ApproveOrderRequest = z.input<typeof approveOrderRequest>;
/** A rejection says why: the customer reads it and uploads a new voucher. */
export const rejectOrderRequest = z.object({ orderId: id, note: requiredText(500, { multiline: true }) });
export type RejectOrderRequest = z.input<typeof rejectOrderRequest>;

// ---- The balance ----

export const corpQuery = z.object({ corpId: id });
export const corpLedgerQuery = z.object({ corpId: id, ...page });
export const operatorStandingDto = standingDto.extend({ corpId: z.string() });
export const operatorLedgerPage = pageOf(ledgerDto);

export const setTermsRequest = z.object({
  corpId: id,
  creditLimitFen: fen,
  arrearsPolicy: z.enum(ARREARS_POLICIES),
});
export type SetTermsRequest = z.input<typeof setTermsRequest>;

/** A refund (money back to the balance, or, negative, paid out) or an adjustment: a signed ledger row with a reason. */
export const ledgerEntryRequest = z.object({
  corpId: id,
  kind: z.enum(['refund', 'adjustment']),
  amountFen: z
    .number('invalid')
    .int('invalid')
    .min(-AMOUNT_MAX_FEN, 'outOfRange')
    .max(AMOUNT_MAX_FEN, 'outOfRange')
    .refine((value) => value !== 0, 'outOfRange'),
  orderNo: textField().max(40, 'tooLong').optional(),
  note: requiredText(500, { multiline: true }),
});
export type LedgerEntryRequest = z.input<typeof ledgerEntryRequest>;

// ---- Products ----

const productFields = {
  kind: z.enum(PRODUCT_KINDS),
  nameZh: requiredText(60),
  nameEn: requiredText(60),
  concurrency: z.number('invalid').int('invalid').min(1, 'outOfRange').max(100_000, 'outOfRange').nullable(),
  durationDays: z.number('invalid').int('invalid').min(1, 'outOfRange').max(3660, 'outOfRange').nullable(),
  creditFen: fen.min(1, 'outOfRange').nullable(),
  priceFen: fen,
  sort: z.number('invalid').int('invalid').min(0, 'outOfRange').max(10_000, 'outOfRange').default(0),
};

/** What each kind needs: concurrency and days for a package, the credit for a top-up, neither for the plan. */
const kindFields = <
  T extends { kind: string; concurrency: unknown; durationDays: unknown; creditFen: unknown },
>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  const need = (field: 'concurrency' | 'durationDays' | 'creditFen', present: boolean) => {
    if ((value[field] !== null) !== present)
      ctx.addIssue({ code: 'custom', path: [field], message: present ? 'required' : 'notAllowed' });
  };
  // An offline licence's devices are its `concurrency` (seats), its longest run `durationDays`.
  need('concurrency', value.kind === 'concurrency' || value.kind === 'offline');
  need('durationDays', value.kind === 'concurrency' || value.kind === 'offline');
  need('creditFen', value.kind === 'topup');
};

export const createProductRequest = z.object(productFields).superRefine(kindFields);
export type CreateProductRequest = z.input<typeof createProductRequest>;
/** An update replaces the product's fields (kind included); orders keep the snapshot they were made with. */
export const updateProductRequest = z
  .object({ productId: id, ...productFields, active: z.boolean() })
  .superRefine(kindFields);
export type UpdateProductRequest = z.input<typeof updateProductRequest>;
export const productIdRequest = z.object({ productId: id });

export const operatorBillingPaths = {
  orders: '/operator/billing/orders',
  orderDetail: '/operator/billing/orders/detail',
  voucher: '/operator/billing/orders/voucher',
  vouchers: '/operator/billing/vouchers',
  approve: '/operator/billing/orders/approve',
  reject: '/operator/billing/orders/reject',
  standing: '/operator/billing/accounts/detail',
  ledger: '/operator/billing/accounts/ledger',
  setTerms: '/operator/billing/accounts/terms',
  ledgerEntry: '/operator/billing/accounts/entries',
  products: '/operator/billing/products',
  createProduct: '/operator/billing/products/create',
  updateProduct: '/operator/billing/products/update',
  deactivateProduct: '/operator/billing/products/deactivate',
} as const;
