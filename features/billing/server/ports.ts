import 'server-only';
import type { Db } from '@/lib/server/db/client';

// What billing needs from the other areas, composed in app/_compose/billing-ports.ts. The plans area owns the plan,
// the discount and (through the deployment area's rows) the grants; the certification area says whether a
// corporation is certified. Billing reads none of their tables.

export interface BillingPorts {
  /** The corporation's discount in percent and its plan; null when there is no such corporation. */
  terms(db: Db, corpId: string): Promise<{ discountPercent: number; plan: string } | null>;
  /** The corporation becomes `standard`, inside the completing order's transaction. */
  upgradePlan(tx: Db, corpId: string): Promise<void>;
  /** A concurrency grant bought by an order (one per order: a second call for the same order adds nothing). */
  grantForOrder(
    tx: Db,
    corpId: string,
    grant: { orderId: string; concurrency: number; startsAt: Date; endsAt: Date },
  ): Promise<void>;
  /** The activities area's promotions (optional: without it an order takes the corporation's discount only). */
  activityDiscount?: ActivityDiscountPort;
  /** The console's bell (the notifications area's `notifyUser`): an order or invoice decided. After the commit. */
  notify(db: Db, notification: BillingNotification): Promise<void>;
}

/** Implemented by the activities area: the running promotion that prices a product lowest, and its record. */
export interface ActivityDiscountPort {
  best(
    db: Db,
    order: { corpId: string; productId: string; listPriceFen: number },
    now: Date,
  ): Promise<{ activityId: string; payableFen: number; title: { zh: string; en: string } } | null>;
  record(
    tx: Db,
    redemption: { orderId: string; activityId: string; corpId: string; savedFen: number },
  ): Promise<void>;
}

/** One notification for one customer user: a kind of the notifications area, its values, where to look. */
export interface BillingNotification {
  userId: string;
  kind:
    'billing.orderCompleted' | 'billing.orderRejected' | 'billing.invoiceIssued' | 'billing.invoiceRejected';
  params: Record<string, string>;
  href: string;
}

/** Implemented by the certification area: bank transfer needs a certified corporation. */
export interface CertificationPort {
  isCertified(db: Db, corpId: string): Promise<boolean>;
}
