import { z } from 'zod';
import { textField } from '@/lib/contract/fields';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';

// The back office's payment notification log (issue 22 §2): every notification a gateway sent and what became of
// it, read-only, for reviewers and admins who answer "I paid but…" and find money to return.

/** What became of a notification (features/billing/server/payments/notifications.ts `NotificationOutcome`). */
export const NOTIFICATION_OUTCOMES = [
  'completed',
  'duplicate',
  'forged',
  'malformed',
  'wrongMerchant',
  'replayed',
  'unknownOrder',
  'wrongAmount',
  'notPayable',
  'ignored',
  'unavailable',
  'failed',
] as const;
export const PAYMENT_LOG_METHODS = ['alipay', 'wechat'] as const;

export const paymentLogQuery = z.object({
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
  method: z.enum(PAYMENT_LOG_METHODS).optional(),
  outcome: z.enum(NOTIFICATION_OUTCOMES).optional(),
  orderNo: textField().max(40, 'tooLong').optional(),
});
export type PaymentLogQuery = z.input<typeof paymentLogQuery>;

export const paymentLogRow = z.object({
  id: z.string(),
  method: z.string(),
  orderNo: z.string().nullable(),
  tradeNo: z.string().nullable(),
  amountFen: z.number().int().nullable(),
  outcome: z.string(),
  receivedAt: z.string(),
});
export type PaymentLogRow = z.infer<typeof paymentLogRow>;
export const paymentLogPage = pageOf(paymentLogRow);

export const paymentLogPath = '/operator/billing/payment-notifications';
