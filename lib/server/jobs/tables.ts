import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// Background work any app instance can take: a row per job, claimed with `FOR UPDATE SKIP LOCKED` and held by a
// lease that the worker renews; a job whose lease ran out (its instance died) is claimed again.

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler runs it, e.g. 'knowledge.parseFile', 'knowledge.importFaq'. */
    kind: text('kind').notNull(),
    /** The corporation the work is for, when there is one (lets a handler's reader check ownership). */
    corpId: text('corp_id'),
    payload: jsonb('payload').notNull(),
    /**
     * A singleton's key: at most one job of a kind and key is queued or running at a time (queue.ts `enqueueJob`),
     * so a second enqueue answers the first job instead of doing the work twice.
     */
    singletonKey: text('singleton_key'),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not before this time: set on enqueue and, after a failed attempt, to now + backoff. */
    runAt: at('run_at').notNull().defaultNow(),
    /** The worker holding it and until when; a lease in the past means the worker is gone. */
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    /** What the handler reports while it runs (e.g. rows done of rows in all), shown by progress bars. */
    progress: jsonb('progress'),
    /** The handler's answer when done. */
    result: jsonb('result'),
    /** The last attempt's error (a message key or a short text; never a stack). */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    index('jobs_corp_kind_idx').on(t.corpId, t.kind, t.createdAt),
    uniqueIndex('jobs_singleton_key')
      .on(t.kind, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('queued', 'running')`),
  ],
);
