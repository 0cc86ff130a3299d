import 'server-only';
import type { WechatLive } from '../config';
import { refused, type NotificationFacts, type Verdict } from '../verdict';
import { checkPlatformSignature, decryptResource, signedHeaders } from './signing';
import { transactionPayment } from './transaction';

// A WeChat Pay v3 notification: a JSON body signed by the platform in the Wechatpay-* headers, whose `resource` is
// the transaction sealed with AES-256-GCM under the APIv3 key. Signature first, then freshness, then the seal.

export function checkWechatNotification(
  rawBody: string,
  headers: Headers,
  credentials: WechatLive,
  now = new Date(),
): Verdict {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return refused('malformed', 'body is not JSON');
  }
  const facts: NotificationFacts = { notificationId: typeof body.id === 'string' ? body.id : undefined };
  const check = checkPlatformSignature(
    signedHeaders(headers),
    rawBody,
    { publicKey: credentials.platformPublicKey, serial: credentials.platformSerial },
    now,
  );
  if (check === 'forged') return refused('forged', 'signature does not verify', facts);
  if (check === 'stale') return refused('replayed', 'timestamp older than five minutes', facts);
  const resource = body.resource as
    { ciphertext?: unknown; associated_data?: unknown; nonce?: unknown } | undefined;
  if (!facts.notificationId || typeof resource?.ciphertext !== 'string' || typeof resource.nonce !== 'string')
    return refused('malformed', 'resource missing', facts);
  const plain = decryptResource(
    {
      ciphertext: resource.ciphertext,
      nonce: resource.nonce,
      associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
    },
    credentials.apiV3Key,
  );
  // A signed body whose seal does not open under our key was not meant for us (or was altered before signing).
  if (plain === null) return refused('forged', 'resource does not decrypt', facts);
  let transaction: Record<string, unknown>;
  try {
    transaction = JSON.parse(plain) as Record<string, unknown>;
  } catch {
    return refused('malformed', 'resource is not JSON', facts);
  }
  const amount = (transaction.amount as { total?: unknown } | undefined)?.total;
  Object.assign(facts, {
    orderNo: typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : undefined,
    tradeNo: typeof transaction.transaction_id === 'string' ? transaction.transaction_id : undefined,
    amountFen: typeof amount === 'number' ? amount : undefined,
  });
  if (transaction.mchid !== credentials.mchid || transaction.appid !== credentials.appId)
    return refused(
      'wrongMerchant',
      `mchid ${String(transaction.mchid)} appid ${String(transaction.appid)}`,
      facts,
    );
  if (body.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS')
    return { kind: 'ignored', reason: `event ${String(body.event_type)}`, facts };
  const payment = transactionPayment(transaction, credentials);
  if (!payment) return refused('malformed', 'transaction does not read as a payment', facts);
  return { kind: 'payment', payment, facts };
}
