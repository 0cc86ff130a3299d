import 'server-only';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { notifications } from './tables';

/** Read notifications are kept this long; unread ones stay until read (nobody loses what they have not seen). */
export const READ_NOTIFICATIONS_DAYS = 90;

/** Deletes read notifications older than `days`, in small batches; answers how many went. */
export async function pruneReadNotifications(db: Db, days = READ_NOTIFICATIONS_DAYS): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNotNull(notifications.readAt), lt(notifications.createdAt, daysAgo(days))))
      .limit(RETENTION_BATCH);
    const rows = await db
      .delete(notifications)
      .where(inArray(notifications.id, batch))
      .returning({ id: notifications.id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const readNotificationsRetention = (everyMs: number): ScheduledJob => ({
  name: 'retention.readNotifications',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneReadNotifications(db) }),
});
