import 'server-only';
import { and, inArray, lt, ne } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { usedTokens, webhookDeliveries } from '../tables';

/**
 * Deletes webhook deliveries created more than `days` ago that are settled (delivered, or failed for good; a
 * pending one still has a job to run), and used visitor-token ids whose token has expired (an expired token is
 * refused for its expiry, so its id proves nothing any more).
 */
export async function pruneWebhookRecords(db: Db, days: number) {
  let deliveries = 0;
  for (;;) {
    const batch = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, daysAgo(days))))
      .limit(RETENTION_BATCH);
    const rows = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, batch))
      .returning({ id: webhookDeliveries.id });
    deliveries += rows.length;
    if (rows.length < RETENTION_BATCH) break;
  }
  const tokens = await db
    .delete(usedTokens)
    .where(lt(usedTokens.expiresAt, sql`now()`))
    .returning({ jti: usedTokens.jti });
  return { deliveries, usedTokens: tokens.length };
}

export const webhookRetention = (days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.webhooks',
  everyMs,
  run: ({ db }) => pruneWebhookRecords(db, days),
});
