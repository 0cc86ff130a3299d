import 'server-only';
import { uuidv7 } from 'uuidv7';
import { afterResponse } from '@/lib/server/after-response';
import type { Db } from '@/lib/server/db/client';
import { notifyEnqueued } from '@/lib/server/jobs/nudge';
import { queueNotificationMail } from './mail-job';
import { notifications } from './tables';

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
 * The kinds that are also mailed (when the user keeps mail on): the outcomes of a review, which people wait for.
 * Replies are not: a busy thread would flood the inbox. certification.decided is not either: the certification
 * area mails its decision itself, whatever this preference says.
 */
export const MAILED_KINDS: ReadonlySet<string> = new Set([
  'community.approved',
  'community.rejected',
  'community.accepted',
  'billing.invoiceIssued',
  'billing.invoiceRejected',
  'billing.orderCompleted',
  'billing.orderRejected',
  'portrait.decided',
]);

/** Only a path of this site: a notification never sends its reader elsewhere. */
const sitePath = (href: string) => (/^\/(?!\/)/.test(href) && !href.includes('\\') ? href : '/dashboard');

/**
 * Records a notification for the console's bell (and mails it when the user asked for mail). Pass the producer's
 * transaction as `db`: the notification — and its mail — then exist exactly when what it tells of does. The mail is
 * a job (mail-job.ts) that runs after the commit, so a slow mail server neither holds the transaction nor the answer,
 * and a rolled-back decision mails nobody.
 */
export async function notifyUser(db: Db, notification: UserNotification): Promise<void> {
  const href = sitePath(notification.href);
  // Time-ordered and increasing within the process: two notifications in the same instant (created_at's clock ties)
  // still list newest first, the id breaking the tie (inbox.ts).
  const id = uuidv7();
  await db.insert(notifications).values({
    id,
    userId: notification.userId,
    kind: notification.kind,
    params: notification.params,
    href,
  });
  if (!MAILED_KINDS.has(notification.kind)) return;
  await queueNotificationMail(db, id);
  // The queue wakes the worker at once, before a surrounding transaction has committed; after the response it has.
  afterResponse('notification mail nudge', async () => notifyEnqueued());
}
