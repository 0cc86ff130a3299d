import 'server-only';
import type { Db } from '@/lib/server/db/client';

/** One notification for one customer user: what happened and where to look. */
export interface UserNotification {
  userId: string;
  /**
   * What happened, as a message key of the notifications area: `community.replied`, `community.approved`,
   * `community.rejected`, `billing.orderCompleted`, `billing.orderRejected`, `certification.decided`, …
   */
  kind: string;
  /** The values the kind's message shows (a post's title, a reason, an order number); plain text, shown escaped. */
  params: Record<string, string>;
  /** A path inside the site where the user sees it, e.g. `/community/detail?id=…`. */
  href: string;
}

/**
 * Records a notification for the console's bell (and mails it when the user asked for mail).
 * The seam the notifications feature fills; until then it records nothing.
 */
export async function notifyUser(_db: Db, _notification: UserNotification): Promise<void> {}
