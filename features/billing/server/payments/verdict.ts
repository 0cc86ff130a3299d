import 'server-only';
import type { VerifiedPayment } from './provider';

// What checking one notification found, before orders see it. Only a `payment` reaches RecordPayment.

export type Refusal = 'forged' | 'malformed' | 'wrongMerchant' | 'replayed';

/** What the log keeps of a notification, as far as it could be read. */
export interface NotificationFacts {
  notificationId?: string;
  orderNo?: string;
  tradeNo?: string;
  amountFen?: number;
}

export type Verdict =
  | { kind: 'refused'; outcome: Refusal; reason: string; facts: NotificationFacts }
  /** Verified, but not a payment (a trade closed, still waiting): nothing to record, nothing to retry. */
  | { kind: 'ignored'; reason: string; facts: NotificationFacts }
  | { kind: 'payment'; payment: VerifiedPayment; facts: NotificationFacts };

export const refused = (outcome: Refusal, reason: string, facts: NotificationFacts = {}): Verdict => ({
  kind: 'refused',
  outcome,
  reason,
  facts,
});
