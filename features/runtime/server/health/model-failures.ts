import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  MODEL_HEALTH_OPTIONS,
  type ModelFailureKind,
  type ModelHealthDto,
  type ModelHealthOption,
} from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { log } from '@/lib/server/log';
import { operatorOptions } from '@/lib/server/operator-options';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { modelFailures } from '../tables';

/** A large model's failure in a visitor's turn, as the engine reports it. */
export interface ModelFailureReport {
  corpId: string;
  sessionId: string;
  chatId: string | null;
  requestId: string | null;
  option: ModelHealthOption;
  kind: ModelFailureKind;
  status: number | null;
  /** What answered instead. */
  fallback: string;
}

/** Logs the failure with the request and the session, and counts it for the console's model health. */
export async function recordModelFailure(db: Db, report: ModelFailureReport): Promise<void> {
  log.warn(report, 'large model failed');
  await db.insert(modelFailures).values({
    id: randomUUID(),
    corpId: report.corpId,
    sessionId: report.sessionId,
    chatId: report.chatId,
    option: report.option,
    kind: report.kind,
    status: report.status,
    requestId: report.requestId,
  });
}

const since = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** The corporation's model health: failures of each option in the last 24 hours and 7 days, and the last one. */
export async function modelHealth(db: Db, corpId: string): Promise<ModelHealthDto> {
  const week = and(eq(modelFailures.corpId, corpId), gte(modelFailures.createdAt, since(24 * 7)));
  const [counts, last] = await Promise.all([
    db
      .select({
        option: modelFailures.option,
        kind: modelFailures.kind,
        week: sql<number>`count(*)::int`,
        day: sql<number>`(count(*) filter (where ${modelFailures.createdAt} >= ${since(24)}))::int`,
      })
      .from(modelFailures)
      .where(week)
      .groupBy(modelFailures.option, modelFailures.kind),
    // The newest failure of each option: a handful of rows through the (corp, option, created_at) index.
    Promise.all(
      MODEL_HEALTH_OPTIONS.map((option) =>
        db
          .select()
          .from(modelFailures)
          .where(and(eq(modelFailures.corpId, corpId), eq(modelFailures.option, option)))
          .orderBy(desc(modelFailures.createdAt))
          .limit(1),
      ),
    ),
  ]);
  const configured = operatorOptions().models;
  return {
    options: MODEL_HEALTH_OPTIONS.map((option, index) => {
      const mine = counts.filter((row) => row.option === option);
      const newest = last[index]?.[0];
      return {
        option,
        configured: option === 'third' ? true : configured[option],
        failures24h: mine.reduce((sum, row) => sum + row.day, 0),
        failures7d: mine.reduce((sum, row) => sum + row.week, 0),
        byKind7d: Object.fromEntries(mine.map((row) => [row.kind, row.week])),
        lastFailure: newest
          ? {
              at: newest.createdAt.toISOString(),
              kind: newest.kind as ModelFailureKind,
              status: newest.status,
              sessionId: newest.sessionId,
            }
          : null,
      };
    }),
  };
}

/** Deletes failures older than `days`; answers how many. */
export async function pruneModelFailures(db: Db, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: modelFailures.id })
      .from(modelFailures)
      .where(lt(modelFailures.createdAt, daysAgo(days)))
      .limit(RETENTION_BATCH);
    const rows = await db
      .delete(modelFailures)
      .where(inArray(modelFailures.id, batch))
      .returning({ id: modelFailures.id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const modelFailuresRetention = (days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.modelFailures',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneModelFailures(db, days) }),
});
