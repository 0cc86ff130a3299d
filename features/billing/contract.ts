import { z } from 'zod';
import { optionalText, requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';

// Billing's contract (issue 22 §1, §2; spec §3 Order, §4 order states, §7 pay, fee api, management orders): what is
// sold, orders and their history, the bank transfer, the balance and its ledger. Money is integer fen everywhere.
// The back office's requests are in contract/operator.ts.

/**
 * What a product grants: N concurrent conversations for D days, the standard plan, credit on the balance, or one
 * private portrait (the collection mini-site; with N conversations for D days when the package includes them).
 */
/**
 * `offline`: offline licences (issue 26 §2): one licence per unit, for `concurrency` devices each (its seats), the
 * `durationDays` a licence may run; counted from the completed orders by the offline area.
 */
export const PRODUCT_KINDS = ['concurrency', 'plan', 'topup', 'portrait', 'offline'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * Spec §4: pending payment → in review (a transfer's voucher uploaded) → completed; or audit failed (`rejected`: the
 * voucher must be uploaded again → in review), or expired / cancelled.
 */
export const ORDER_STATUSES = [
  'pending',
  'reviewing',
  'completed',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_METHODS = ['alipay', 'wechat', 'transfer', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const ONLINE_PAY_METHODS = ['alipay', 'wechat'] as const;

/** Who moved an order: its customer, an operator, a scheduled job, or a payment gateway's notification. */
export const HISTORY_ACTORS = ['customer', 'operator', 'system', 'gateway'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

export const LEDGER_KINDS = ['topup', 'order', 'usage', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a balance below zero stops (set per corporation by an operator). */
export const ARREARS_POLICIES = ['none', 'newConversations'] as const;
export type ArrearsPolicy = (typeof ARREARS_POLICIES)[number];

/** A voucher: a photo or scan of the transfer, jpg, png or pdf, checked by its content. */
export const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
export const VOUCHER_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The most of one product a single order buys (a sanity bound). */
export const ORDER_QUANTITY_MAX = 100;

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const orderNo = textField().min(1, 'required').max(40, 'tooLong');
const instant = z.iso.datetime({ offset: true, error: 'invalid' });
const page = { pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) };

// ---- Products ----

export const productDto = z.object({
  productId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  /** concurrency: conversations per unit bought. */
  concurrency: z.number().int().nullable(),
  /** concurrency: days each unit lasts. */
  durationDays: z.number().int().nullable(),
  /** topup: fen credited per unit bought. */
  creditFen: z.number().int().nullable(),
  /** List price of one unit, fen. */
  priceFen: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type ProductDto = z.infer<typeof productDto>;

// ---- Orders ----

/** A new order: a product, how many, and (concurrency) when its grant starts; default: when it completes. */
export const createOrderRequest = z.object({
  productId: id,
  quantity: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'outOfRange')
    .max(ORDER_QUANTITY_MAX, 'outOfRange'),
  startAt: instant.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/** The promotion that priced an order (README "Promotions"): its title when ordered, what it took off the list. */
export const appliedPromotionDto = z.object({
  titleZh: z.string(),
  titleEn: z.string(),
  /** list − payable: the promotion replaced the corporation's discount ("best of"). */
  discountFen: z.number().int(),
});
export type AppliedPromotionDto = z.infer<typeof appliedPromotionDto>;

/** quote: what an order of this product and quantity would cost now (the buy dialog, before ordering). */
export const orderQuoteRequest = createOrderRequest.pick({ productId: true, quantity: true });
export type OrderQuoteRequest = z.input<typeof orderQuoteRequest>;

export const orderQuoteDto = z.object({
  listPriceFen: z.number().int(),
  /** The corporation's own discount; it does not apply when a promotion prices the order lower. */
  discountPercent: z.number().int(),
  payableFen: z.number().int(),
  promotion: appliedPromotionDto.nullable(),
});
export type OrderQuoteDto = z.infer<typeof orderQuoteDto>;

export const orderNoRequest = z.object({ orderNo });
export type OrderNoRequest = z.input<typeof orderNoRequest>;

/** The customer's order list filters (pageOrder, fee-api and sys-api pages). */
export const orderPageRequest = z.object({
  ...page,
  status: z.enum(ORDER_STATUSES).optional(),
  orderNo: textField().max(40, 'tooLong').optional(),
  productKind: z.enum(PRODUCT_KINDS).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type OrderPageRequest = z.input<typeof orderPageRequest>;
/** exportOrder: the list's filters, every matching row (at most 10,000). */
export const orderExportRequest = orderPageRequest.omit({ pageIndex: true, pageSize: true });
export type OrderExportRequest = z.input<typeof orderExportRequest>;
export const ORDER_EXPORT_MAX_ROWS = 10_000;

/** pay: settle by the balance now, or choose bank transfer (then upload the voucher). Online: `pay/unifiedOrder`. */
export const payRequest = z.object({ orderNo, method: z.enum(['balance', 'transfer']) });
export type PayRequest = z.input<typeof payRequest>;

/** modifyPaymentDoc (multipart: `orderNo`, `file`): the transfer's voucher; a new one replaces a rejected one. */
export const voucherUploadRequest = z.object({ orderNo, file: z.file('required') });

export const voucherDto = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const orderDto = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  corpId: z.string(),
  userId: z.string(),
  /** The product as it was when ordered (a later price change does not touch the order). */
  productId: z.string(),
  productKind: z.enum(PRODUCT_KINDS),
  productNameZh: z.string(),
  productNameEn: z.string(),
  quantity: z.number().int(),
  /** concurrency: conversations granted (units × per unit); null otherwise. */
  concurrency: z.number().int().nullable(),
  durationDays: z.number().int().nullable(),
  /** topup: fen credited (units × per unit); null otherwise. */
  creditFen: z.number().int().nullable(),
  unitPriceFen: z.number().int(),
  listPriceFen: z.number().int(),
  discountPercent: z.number().int(),
  /** round(list × (100 − discount) / 100), half up to the fen; the promotion's price when one applied. */
  payableFen: z.number().int(),
  promotion: appliedPromotionDto.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  payMethod: z.enum(PAY_METHODS).nullable(),
  /** pending: when it expires (the countdown); a transfer waits longer for its voucher. */
  expiresAt: z.string().nullable(),
  voucher: voucherDto.nullable(),
  auditNote: z.string().nullable(),
  tradeNo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type OrderDto = z.infer<typeof orderDto>;

export const historyDto = z.object({
  id: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(HISTORY_ACTORS),
  actorId: z.string().nullable(),
  note: z.string().nullable(),
  /** Something for an operator to look at, e.g. `latePayment`: a gateway paid an order no longer payable. */
  flag: z.string().nullable(),
  at: z.string(),
});
export type HistoryDto = z.infer<typeof historyDto>;

/** Where a bank transfer goes (configured by the platform). */
export const bankAccountDto = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  branch: z.string(),
  /** Working days a review takes (spec §9: 1–5). */
  reviewDays: z.string(),
});
export type BankAccountDto = z.infer<typeof bankAccountDto>;

export const orderDetailDto = orderDto.extend({
  history: z.array(historyDto),
  /** Where to transfer; null when bank transfer is not offered (not configured). */
  bankAccount: bankAccountDto.nullable(),
});
export type OrderDetailDto = z.infer<typeof orderDetailDto>;

export const orderPageDto = pageOf(orderDto);
export const historyPageRequest = z.object({ orderNo, ...page });
export const historyPageDto = pageOf(historyDto);

/** check: what the paying page polls. */
export const orderCheckDto = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  expiresAt: z.string().nullable(),
  paid: z.boolean(),
});

// ---- Online payment (pay/unifiedOrder, pay/confirmPay) ----

/**
 * pay/methods: the ways this corporation can pay now — a gateway when it is configured (or its sandbox allowed),
 * bank transfer when the bank account is configured and the corporation certified, the balance always.
 */
export const payMethodsDto = z.object({
  methods: z.array(z.enum(PAY_METHODS)),
  /** Bank transfer is configured but the corporation is not certified: the page says why and links to certify. */
  transferNeedsCertification: z.boolean(),
});
export type PayMethodsDto = z.infer<typeof payMethodsDto>;

export const unifiedOrderRequest = z.object({
  orderNo,
  method: z.enum(ONLINE_PAY_METHODS),
  device: z.enum(['desktop', 'phone']).default('desktop'),
});
export type UnifiedOrderRequest = z.input<typeof unifiedOrderRequest>;

export const unifiedOrderDto = z.object({
  orderNo: z.string(),
  method: z.enum(ONLINE_PAY_METHODS),
  payableFen: z.number().int(),
  expiresAt: z.string(),
  /** `qr`: draw `qrContent`; `redirect`: send the phone to `url`. */
  kind: z.enum(['qr', 'redirect']),
  qrContent: z.string().nullable(),
  url: z.string().nullable(),
  sandbox: z.boolean(),
});
export type UnifiedOrderDto = z.infer<typeof unifiedOrderDto>;

// ---- The billing profile (pay/saveOrUpdateCustomer, pay/getCustomerInfo): what an invoice needs ----

export const customerInfoRequest = z.object({
  invoiceTitle: requiredText(100),
  /** Unified social credit code or taxpayer number: 15–20 digits and capital letters. */
  taxNumber: textField()
    .toUpperCase()
    .regex(/^$|^[0-9A-Z]{15,20}$/, 'taxNumberInvalid')
    .optional()
    .default(''),
  registeredAddress: optionalText(200),
  registeredPhone: optionalText(30),
  bankName: optionalText(100),
  bankAccount: optionalText(40),
  contactName: optionalText(60),
  contactPhone: optionalText(30),
  mailingAddress: optionalText(200),
  email: textField().max(254, 'tooLong').email('emailInvalid').or(z.literal('')).optional().default(''),
});
export type CustomerInfoRequest = z.input<typeof customerInfoRequest>;
export const customerInfoDto = z.object({
  invoiceTitle: z.string(),
  taxNumber: z.string(),
  registeredAddress: z.string(),
  registeredPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  mailingAddress: z.string(),
  email: z.string(),
  updatedAt: z.string().nullable(),
});
export type CustomerInfoDto = z.infer<typeof customerInfoDto>;

// ---- The balance and its ledger ----

export const standingDto = z.object({
  balanceFen: z.number().int(),
  creditLimitFen: z.number().int(),
  arrears: z.boolean(),
  arrearsPolicy: z.enum(ARREARS_POLICIES),
  discountPercent: z.number().int(),
});
export type StandingDto = z.infer<typeof standingDto>;

export const ledgerDto = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountFen: z.number().int(),
  /** The balance after this row. */
  balanceFen: z.number().int(),
  orderNo: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type LedgerDto = z.infer<typeof ledgerDto>;
export const ledgerPageRequest = z.object({ ...page, kind: z.enum(LEDGER_KINDS).optional() });
export const ledgerPageDto = pageOf(ledgerDto);

/** Recharge records: completed top-up orders. */
export const rechargePageRequest = z.object({ ...page, from: instant.optional(), to: instant.optional() });

/** Spec §7's names: fee api, management orders, pay, sys-api; the rest are this area's own. */
export const billingPaths = {
  products: '/fee-api/product/list',
  feeCreate: '/fee-api/order/create',
  feeDetail: '/fee-api/order/detail',
  feePage: '/fee-api/order/page',
  feeQuote: '/fee-api/order/quote',
  standing: '/fee-api/account',
  ledger: '/fee-api/ledger/page',
  recharges: '/fee-api/recharge/page',
  pageOrder: '/management/orders/pageOrder',
  createOrder: '/management/orders/createOrder',
  modifyPaymentDoc: '/management/orders/modifyPaymentDoc',
  pay: '/management/orders/pay',
  cancel: '/management/orders/cancel',
  exportOrder: '/management/orders/exportOrder',
  check: '/management/orders/check',
  voucher: '/management/orders/voucher',
  pageHistory: '/management/ordersAuditHistory/pageHistory',
  unifiedOrder: '/pay/unifiedOrder',
  confirmPay: '/pay/confirmPay',
  payMethods: '/pay/methods',
  saveCustomer: '/pay/saveOrUpdateCustomer',
  getCustomer: '/pay/getCustomerInfo',
  sysOrderPage: '/sys-api/order/page',
} as const;

/**
 * The billing center with the buy dialog open on a product kind (or a product's id): the "buy / upgrade" link that
 * other areas put next to a limit that stopped the customer.
 */
export const billingBuyHref = (wanted: ProductKind | string) =>
  `/dashboard/order/list?${new URLSearchParams({ buy: wanted })}`;
