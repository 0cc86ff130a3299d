import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// Tables of the payment gateways' side: the log of every notification a gateway sent (whatever became of it), and
// the platform's own sandbox gateway — its keys and its trades. Orders and the ledger live in billing's tables.ts.

/**
 * Every notification received, with what became of it. The body is kept as its sha256 only: enough to tell a
 * gateway's retry (same id, same body) from a replay (same id, another body) without keeping payer data.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: text('id').primaryKey(),
    method: text('method').notNull(),
    /** The gateway's id of the notification (Alipay `notify_id`, WeChat `id`); null when unreadable. */
    notificationId: text('notification_id'),
    orderNo: text('order_no'),
    tradeNo: text('trade_no'),
    amountFen: integer('amount_fen'),
    /** completed | duplicate | forged | malformed | wrongMerchant | replayed | unknownOrder | wrongAmount | notPayable | ignored */
    outcome: text('outcome').notNull(),
    bodySha256: text('body_sha256').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    index('payment_notifications_id_idx').on(t.method, t.notificationId),
    index('payment_notifications_order_idx').on(t.orderNo),
  ],
);

/**
 * The sandbox gateway's keys, generated at first start. Every instance inserts its candidate and keeps whatever row
 * won (`on conflict do nothing`), so all instances sign and verify with the same keys.
 */
export const paymentSandboxKeys = pgTable('payment_sandbox_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The sandbox gateway's trades: what the merchant asked to collect, and whether the payer paid. */
export const paymentSandboxTrades = pgTable(
  'payment_sandbox_trades',
  {
    /** The gateway's trade number (Alipay `trade_no`, WeChat `transaction_id`); also the cashier page's key. */
    tradeNo: text('trade_no').primaryKey(),
    method: text('method').notNull(),
    /** The merchant: Alipay app_id or WeChat mchid. */
    merchantId: text('merchant_id').notNull(),
    /** WeChat's appid (the merchant's application); Alipay's app_id again. */
    appId: text('app_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    subject: text('subject').notNull(),
    amountFen: integer('amount_fen').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    /** unpaid | paid | closed */
    status: text('status').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_sandbox_trades_out_trade_no_idx').on(t.method, t.merchantId, t.outTradeNo)],
);
