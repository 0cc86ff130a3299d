import { paymentLogPage, paymentLogPath, paymentLogQuery } from '@/features/billing/contract/payment-log';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';

// The back office's payment notification log: read-only, `order.review` (reviewers and admins).

export const paymentLogEndpoint = defineEndpoint({
  method: 'GET',
  path: paymentLogPath,
  summary: 'Payment notifications received (method, order, outcome, time), newest first, with filters',
  tag: 'Operator back office',
  audience: operatorAudience('order.review'),
  input: paymentLogQuery,
  output: paymentLogPage,
  internal: true,
});
