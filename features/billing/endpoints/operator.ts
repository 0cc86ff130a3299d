import { z } from 'zod';
import {
  operatorBillingPaths as paths,
  approveOrderRequest,
  corpLedgerQuery,
  corpQuery,
  createProductRequest,
  ledgerEntryRequest,
  operatorLedgerPage,
  operatorOrderDetail,
  operatorOrderPage,
  operatorOrderQuery,
  operatorStandingDto,
  orderIdQuery,
  productIdRequest,
  rejectOrderRequest,
  setTermsRequest,
  updateProductRequest,
  voucherQueueQuery,
} from '@/features/billing/contract/operator';
import { productDto } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';

// The back office's billing calls (issue 22 §4). Reviewers read and decide orders (`order.review`); money and
// prices change with `billing.manage`. Every change is audited.

const tag = 'Operator back office';
const review = operatorAudience('order.review');
const manage = operatorAudience('billing.manage');

export const operatorOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.orders,
  summary: 'Search orders (status, corporation, number, method, order time) with counts per status',
  tag,
  audience: review,
  input: operatorOrderQuery,
  output: operatorOrderPage,
  internal: true,
});

export const operatorOrderDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.orderDetail,
  summary: 'An order with its corporation and history',
  tag,
  audience: review,
  input: orderIdQuery,
  output: operatorOrderDetail,
  errors: [ApiCode.notFound],
  internal: true,
});

export const operatorVoucherEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.voucher,
  summary: 'An order’s voucher as uploaded',
  tag,
  audience: review,
  input: orderIdQuery,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg, image/png or application/pdf',
  errors: [ApiCode.notFound],
  internal: true,
});

export const voucherQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.vouchers,
  summary: 'Orders in review (a transfer’s voucher uploaded), oldest first',
  tag,
  audience: review,
  input: voucherQueueQuery,
  output: operatorOrderPage,
  internal: true,
});

export const approveOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.approve,
  summary: 'Approve a transfer: the order completes and its grant, plan or credit is created (audited)',
  tag,
  audience: review,
  input: approveOrderRequest,
  output: operatorOrderDetail,
  errors: [ApiCode.notFound, ApiCode.orderNotPayable],
  internal: true,
});

export const rejectOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.reject,
  summary: 'Reject a transfer’s voucher with a note; the customer uploads another (audited)',
  tag,
  audience: review,
  input: rejectOrderRequest,
  output: operatorOrderDetail,
  errors: [ApiCode.notFound, ApiCode.orderNotPayable],
  internal: true,
});

export const operatorStandingEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.standing,
  summary: 'A corporation’s balance, credit limit, arrears policy and discount',
  tag,
  audience: review,
  input: corpQuery,
  output: operatorStandingDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const operatorLedgerEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.ledger,
  summary: 'A corporation’s ledger, newest first',
  tag,
  audience: review,
  input: corpLedgerQuery,
  output: operatorLedgerPage,
  errors: [ApiCode.notFound],
  internal: true,
});

export const setTermsEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.setTerms,
  summary: 'Set a corporation’s credit limit and what arrears stop (audited)',
  tag,
  audience: manage,
  input: setTermsRequest,
  output: operatorStandingDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const ledgerEntryEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.ledgerEntry,
  summary: 'A refund or adjustment: a signed ledger row with its reason (audited)',
  tag,
  audience: manage,
  input: ledgerEntryRequest,
  output: operatorStandingDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const operatorProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: paths.products,
  summary: 'Every product, active or not, in display order',
  tag,
  audience: review,
  output: z.array(productDto),
  internal: true,
});

export const createProductEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.createProduct,
  summary: 'Add a product (audited)',
  tag,
  audience: manage,
  input: createProductRequest,
  output: productDto,
  internal: true,
});

export const updateProductEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.updateProduct,
  summary: 'Change a product or its price; orders keep what they were made with (audited)',
  tag,
  audience: manage,
  input: updateProductRequest,
  output: productDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const deactivateProductEndpoint = defineEndpoint({
  method: 'POST',
  path: paths.deactivateProduct,
  summary: 'Take a product off sale (audited)',
  tag,
  audience: manage,
  input: productIdRequest,
  output: productDto,
  errors: [ApiCode.notFound],
  internal: true,
});
