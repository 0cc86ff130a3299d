import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  billingPaths,
  createOrderRequest,
  customerInfoDto,
  customerInfoRequest,
  historyPageDto,
  historyPageRequest,
  ledgerPageDto,
  ledgerPageRequest,
  orderCheckDto,
  orderDetailDto,
  orderExportRequest,
  orderNoRequest,
  orderPageDto,
  orderPageRequest,
  orderQuoteDto,
  orderQuoteRequest,
  payRequest,
  productDto,
  rechargePageRequest,
  standingDto,
  payMethodsDto,
  unifiedOrderDto,
  unifiedOrderRequest,
  voucherUploadRequest,
} from './contract';

// The customer's billing calls (spec §7: fee api, management orders, pay, sys-api order list). The corporation and
// user come from the token; an order of another corporation is not found. The back office's are in
// endpoints/operator.ts.

const tag = 'Billing and orders';
const audience = 'customer' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOT_PAYABLE = [ApiCode.notFound, ApiCode.orderNotPayable] as const;

export const productsEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.products,
  summary: 'The products on sale (concurrency packages, the standard plan, top-ups), in display order',
  tag,
  audience,
  output: z.array(productDto),
});

const createOrder = {
  summary: 'Create an order for a product (pending payment); the corporation’s discount applies',
  tag,
  audience,
  input: createOrderRequest,
  output: orderDetailDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
} as const;
export const feeCreateOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.feeCreate,
  ...createOrder,
});
export const createOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.createOrder,
  ...createOrder,
});

export const feeOrderQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.feeQuote,
  summary: 'What an order of a product and quantity would cost now, with the promotion that would price it',
  description:
    'The same pricing as creating the order: the list price, the corporation’s discount, and a running promotion ' +
    'on the product in its place when that is cheaper (never both). Changes nothing; the order’s own figures are ' +
    'fixed when it is created.',
  tag,
  audience,
  input: orderQuoteRequest,
  output: orderQuoteDto,
  errors: [ApiCode.notFound],
});

export const feeOrderDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.feeDetail,
  summary: 'An order with its history and the bank details for a transfer',
  tag,
  audience,
  input: orderNoRequest,
  output: orderDetailDto,
  errors: [ApiCode.notFound],
});

const orderPage = {
  summary: 'The corporation’s orders, newest first, by status, number, kind and order time',
  tag,
  audience,
  input: orderPageRequest,
  output: orderPageDto,
} as const;
export const feeOrderPageEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.feePage,
  ...orderPage,
});
export const pageOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.pageOrder,
  ...orderPage,
});
export const sysOrderPageEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.sysOrderPage,
  ...orderPage,
});

export const exportOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.exportOrder,
  summary: 'The orders matching the list’s filters as an .xlsx workbook (at most 10,000 rows)',
  tag,
  audience,
  input: orderExportRequest,
  output: z.null(),
  answer: 'file',
  contentType: XLSX,
});

export const payEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.pay,
  summary:
    'Pay a pending order by the balance (completes it), or choose bank transfer (then upload the voucher)',
  tag,
  audience,
  input: payRequest,
  output: orderDetailDto,
  errors: [...NOT_PAYABLE, ApiCode.insufficientBalance, ApiCode.certificationRequired],
});

export const cancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.cancel,
  summary: 'Cancel a pending or rejected order',
  tag,
  audience,
  input: orderNoRequest,
  output: orderDetailDto,
  errors: NOT_PAYABLE,
});

export const modifyPaymentDocEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.modifyPaymentDoc,
  summary:
    'Upload a bank transfer’s voucher (form fields `orderNo`, `file`: jpg, png or pdf, at most 10 MB); the order goes to review',
  tag,
  audience,
  input: voucherUploadRequest,
  multipart: true,
  output: orderDetailDto,
  errors: [...NOT_PAYABLE, ApiCode.certificationRequired],
});

export const voucherEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.voucher,
  summary: 'An order’s voucher as uploaded (only its corporation and operators read it)',
  tag,
  audience,
  input: orderNoRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg, image/png or application/pdf',
  errors: [ApiCode.notFound],
});

export const checkOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.check,
  summary: 'An order’s status, for the paying page to poll',
  tag,
  audience,
  input: orderNoRequest,
  output: orderCheckDto,
  errors: [ApiCode.notFound],
});

export const pageHistoryEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.pageHistory,
  summary: 'An order’s audit history (every change of state: who, why, when), oldest first',
  tag,
  audience,
  input: historyPageRequest,
  output: historyPageDto,
  errors: [ApiCode.notFound],
});

export const unifiedOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.unifiedOrder,
  summary: 'Start paying a pending order online: a QR code to scan (desktop) or the gateway page (phone)',
  tag,
  audience,
  input: unifiedOrderRequest,
  output: unifiedOrderDto,
  errors: [...NOT_PAYABLE, ApiCode.notConfigured, ApiCode.upstreamFailed],
});

export const payMethodsEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.payMethods,
  summary:
    'The ways the corporation can pay now: the configured gateways, bank transfer (configured, certified), the balance',
  tag,
  audience,
  output: payMethodsDto,
});

export const confirmPayEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.confirmPay,
  summary: '“I have paid”: asks the gateway about the order’s trade and completes the order if it was paid',
  tag,
  audience,
  input: orderNoRequest,
  output: orderCheckDto,
  errors: [ApiCode.notFound, ApiCode.notConfigured, ApiCode.upstreamFailed],
});

export const saveCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: billingPaths.saveCustomer,
  summary: 'Save the corporation’s billing profile (invoice title, tax number, address, contact)',
  tag,
  audience,
  input: customerInfoRequest,
  output: customerInfoDto,
});

export const getCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.getCustomer,
  summary: 'The corporation’s billing profile (empty fields until saved)',
  tag,
  audience,
  output: customerInfoDto,
});

export const standingEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.standing,
  summary: 'The balance, credit limit, arrears and discount of the corporation',
  tag,
  audience,
  output: standingDto,
});

export const ledgerEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.ledger,
  summary: 'The balance’s ledger, newest first: every top-up, payment, usage charge, refund and adjustment',
  tag,
  audience,
  input: ledgerPageRequest,
  output: ledgerPageDto,
});

export const rechargesEndpoint = defineEndpoint({
  method: 'GET',
  path: billingPaths.recharges,
  summary: 'Recharge records: completed top-up orders, newest first',
  tag,
  audience,
  input: rechargePageRequest,
  output: orderPageDto,
});
