import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { chats } from '../tables';

// What the chats (the concurrency leases) say about slots in use, for the deployment area's resources page and
// its chart; app/ hands these to it. A chat counts from its start to its end, or to its lease's end when the
// browser vanished, or until now while it runs.

/** Conversations holding a slot now, by appId ('' for those without an application). */
export async function chatsInUse(db: Db, corpId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ pool: sql<string>`coalesce(${chats.appId}, '')`, n: sql<number>`count(*)::int` })
    .from(chats)
    .where(and(eq(chats.corpId, corpId), eq(chats.status, 'active'), gt(chats.leaseUntil, sql`now()`)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.pool, row.n]));
}

export interface LevelWindow {
  from: Date;
  bucketSeconds: number;
  buckets: number;
}

export interface LevelRow {
  /** An appId, '' for conversations without an application, '*' for all of them. */
  pool: string;
  bucket: number;
  /** The most conversations running at once in the bucket, counting from its first event. */
  peak: number;
  /** How many were running after its last event. */
  last: number;
}

/**
 * The running count of each pool's conversations, as a sweep over their starts (+1) and ends (−1) in one query,
 * summed up per bucket that has events; the caller carries the level through the quiet buckets. At one instant an
 * end counts before a start, so a conversation that follows another does not look like two at once.
 */
export async function concurrencyLevels(db: Db, corpId: string, window: LevelWindow): Promise<LevelRow[]> {
  const from = sql`${window.from.toISOString()}::timestamptz`;
  const to = sql`${new Date(window.from.getTime() + window.bucketSeconds * window.buckets * 1000).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with spans as (
      select coalesce(${chats.appId}, '') as pool, greatest(${chats.startedAt}, ${from}) as s,
        coalesce(${chats.endedAt}, case when ${chats.leaseUntil} <= now() then ${chats.leaseUntil} end) as e
      from ${chats}
      -- Conversations of offline devices (issue 26) held none of the platform slots.
      where ${chats.corpId} = ${corpId} and ${chats.startedAt} < ${to} and ${chats.entry} <> 'offline'
    ),
    counted as (
      select * from spans where e is null or (e > ${from} and e > s)
    ),
    events as (
      select p.pool, c.s as t, 1 as d from counted c cross join lateral (values (c.pool), ('*')) p(pool)
      union all
      select p.pool, c.e as t, -1 as d from counted c cross join lateral (values (c.pool), ('*')) p(pool)
      where c.e < ${to}
    ),
    running as (
      select pool, t, row_number() over w as seq, sum(d) over w as level
      from events
      window w as (partition by pool order by t, d rows between unbounded preceding and current row)
    )
    select pool,
      floor(extract(epoch from (t - ${from})) / ${window.bucketSeconds}::double precision)::int as bucket,
      max(level)::int as peak,
      (array_agg(level order by seq desc))[1]::int as last
    from running
    group by pool, bucket
    order by pool, bucket`);
  return (result as unknown as { rows: LevelRow[] }).rows;
}
