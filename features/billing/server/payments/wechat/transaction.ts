import 'server-only';
import type { VerifiedPayment } from '../provider';

// A WeChat Pay transaction (a query's answer, a notification's decrypted resource) read as a payment: only when
// it is this merchant's and this application's, paid, with an integer amount in fen.

export function transactionPayment(
  transaction: Record<string, unknown>,
  merchant: { mchid: string; appId: string },
): VerifiedPayment | null {
  const amount = transaction.amount as { total?: unknown } | undefined;
  const total = amount?.total;
  const paidAt = new Date(String(transaction.success_time));
  if (
    transaction.mchid !== merchant.mchid ||
    transaction.appid !== merchant.appId ||
    transaction.trade_state !== 'SUCCESS' ||
    typeof transaction.out_trade_no !== 'string' ||
    typeof transaction.transaction_id !== 'string' ||
    typeof total !== 'number' ||
    !Number.isSafeInteger(total) ||
    total < 0
  )
    return null;
  return {
    method: 'wechat',
    orderNo: transaction.out_trade_no,
    tradeNo: transaction.transaction_id,
    amountFen: total,
    paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
  };
}
