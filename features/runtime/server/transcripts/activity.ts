import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { chatRefusals, chats, chatTurns } from '../tables';

// What the transcripts say about a corporation's activity, aggregated in the database (by local day, by period,
// by session or application) for the owner's analytics, which app/ hands these to. Each query reads one index
// range (corp_id, created_at) of its table; no query returns more rows than days × kinds.
//
// A "turn" here is a visitor's question (the prologue and farewell are the digital human's own and not counted).
// It is unanswered when it ended in the unknown-question script or the guiding language that replaces it, in FAQ
// suggestions (an offer, not an answer: the unanswered-questions page lists them too), or with no answer at all
// (an interrupting word that carried no question is not a question left unanswered).

export interface ActivityWindow {
  corpId: string;
  /** Local dates (YYYY-MM-DD) in `timeZone`: the previous period starts at `previousFrom`, the current at `from`. */
  previousFrom: string;
  from: string;
  /** The day after the current period's last (exclusive). */
  until: string;
  timeZone: string;
  sessionId?: string;
  appId?: string;
}

export type Period = 'current' | 'previous';

export interface DayCount {
  date: string;
  conversations: number;
  turns: number;
  unanswered: number;
}
export interface SourceCount {
  period: Period;
  source: string;
  n: number;
  /** Visitors' thumbs up and down on these turns (runtime feedback). */
  up: number;
  down: number;
}
export interface RefusalCount {
  date: string;
  reason: string;
  n: number;
}
export interface LatencyFigures {
  period: Period;
  p50: number | null;
  p95: number | null;
  samples: number;
}
/** One session's or application's figures in the current period ('' for conversations without an application). */
export interface GroupFigures {
  key: string;
  conversations: number;
  turns: number;
  unanswered: number;
  p50: number | null;
  refused: number;
}

export interface Activity {
  /** Days with activity in either period, oldest first; quiet days are left out. */
  days: DayCount[];
  sources: SourceCount[];
  refusals: RefusalCount[];
  latency: LatencyFigures[];
  sessions: GroupFigures[];
  applications: GroupFigures[];
}

const UNANSWERED = sql`(
  (${chatTurns.source} = 'none' and coalesce(${chatTurns.trace} -> 'interruption', 'null'::jsonb) = 'null'::jsonb)
  or ${chatTurns.source} = 'suggestion'
  or coalesce(${chatTurns.trace} -> 'scripts', '[]'::jsonb) @> '["unknownQuestion"]'::jsonb
  or coalesce(${chatTurns.trace} -> 'scripts', '[]'::jsonb) @> '["guidingLanguage"]'::jsonb
)`;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The corporation's conversations, turns, answer sources, refusals and latencies in both periods of the window. */
export async function activity(db: Db, window: ActivityWindow): Promise<Activity> {
  const tz = window.timeZone;
  const instant = (date: string) => sql`(${date}::date::timestamp at time zone ${tz})`;
  const [lo, split, hi] = [instant(window.previousFrom), instant(window.from), instant(window.until)];
  const localDay = (column: SQL | typeof chats.startedAt) =>
    sql`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  const period = (column: SQL | typeof chats.startedAt) =>
    sql`case when ${column} >= ${split} then 'current' else 'previous' end`;

  const chatFilter = sql.join(
    [
      sql`${chats.corpId} = ${window.corpId}`,
      ...(window.sessionId ? [sql`${chats.sessionId} = ${window.sessionId}`] : []),
      ...(window.appId ? [sql`${chats.appId} = ${window.appId}`] : []),
    ],
    sql` and `,
  );
  // Turns carry no application: an application filter looks up the turn's chat (by its primary key).
  const turnFilter = sql.join(
    [
      sql`${chatTurns.corpId} = ${window.corpId}`,
      sql`${chatTurns.questionVia} <> 'system'`,
      ...(window.sessionId ? [sql`${chatTurns.sessionId} = ${window.sessionId}`] : []),
      ...(window.appId
        ? [
            sql`exists (select 1 from ${chats} where ${chats.id} = ${chatTurns.chatId} and ${chats.appId} = ${window.appId})`,
          ]
        : []),
    ],
    sql` and `,
  );
  const refusalFilter = sql.join(
    [
      sql`${chatRefusals.corpId} = ${window.corpId}`,
      ...(window.sessionId ? [sql`${chatRefusals.sessionId} = ${window.sessionId}`] : []),
      ...(window.appId ? [sql`${chatRefusals.appId} = ${window.appId}`] : []),
    ],
    sql` and `,
  );
  const chatsIn = (from: SQL, to: SQL) =>
    sql`${chatFilter} and ${chats.startedAt} >= ${from} and ${chats.startedAt} < ${to}`;
  const turnsIn = (from: SQL, to: SQL) =>
    sql`${turnFilter} and ${chatTurns.createdAt} >= ${from} and ${chatTurns.createdAt} < ${to}`;
  const refusalsIn = (from: SQL, to: SQL) =>
    sql`${refusalFilter} and ${chatRefusals.createdAt} >= ${from} and ${chatRefusals.createdAt} < ${to}`;
  const p = (fraction: number) =>
    sql`round(percentile_cont(${fraction}::float8) within group (order by ${chatTurns.firstAudioMs}))::int`;

  const [chatDays, turnDays, sources, refusals, latency, sessionChats, sessionTurns, sessionRefusals] =
    await Promise.all([
      rowsOf<{ date: string; n: number }>(
        db,
        sql`select ${localDay(chats.startedAt)} as date, count(*)::int as n from ${chats}
          where ${chatsIn(lo, hi)} group by 1`,
      ),
      rowsOf<{ date: string; n: number; unanswered: number }>(
        db,
        sql`select ${localDay(sql`${chatTurns.createdAt}`)} as date, count(*)::int as n,
            (count(*) filter (where ${UNANSWERED}))::int as unanswered
          from ${chatTurns} where ${turnsIn(lo, hi)} group by 1`,
      ),
      rowsOf<SourceCount>(
        db,
        sql`select ${period(sql`${chatTurns.createdAt}`)} as period, ${chatTurns.source} as source,
            count(*)::int as n, (count(*) filter (where ${chatTurns.feedback} = 'up'))::int as up,
            (count(*) filter (where ${chatTurns.feedback} = 'down'))::int as down
          from ${chatTurns} where ${turnsIn(lo, hi)} group by 1, 2`,
      ),
      rowsOf<RefusalCount>(
        db,
        sql`select ${localDay(sql`${chatRefusals.createdAt}`)} as date, ${chatRefusals.reason} as reason,
            count(*)::int as n
          from ${chatRefusals} where ${refusalsIn(lo, hi)} group by 1, 2`,
      ),
      rowsOf<LatencyFigures>(
        db,
        sql`select ${period(sql`${chatTurns.createdAt}`)} as period, ${p(0.5)} as p50, ${p(0.95)} as p95,
            count(*)::int as samples
          from ${chatTurns} where ${turnsIn(lo, hi)} and ${chatTurns.firstAudioMs} is not null group by 1`,
      ),
      rowsOf<{ key: string; pool: string; n: number }>(
        db,
        sql`select ${chats.sessionId} as key, coalesce(${chats.appId}, '') as pool, count(*)::int as n
          from ${chats} where ${chatsIn(split, hi)} group by 1, 2`,
      ),
      rowsOf<{ key: string; pool: string; n: number; unanswered: number; p50: number | null }>(
        db,
        sql`select ${chatTurns.sessionId} as key, coalesce(${chats.appId}, '') as pool, count(*)::int as n,
            (count(*) filter (where ${UNANSWERED}))::int as unanswered, ${p(0.5)} as p50
          from ${chatTurns} join ${chats} on ${chats.id} = ${chatTurns.chatId}
          where ${turnsIn(split, hi)} group by grouping sets ((${chatTurns.sessionId}), (coalesce(${chats.appId}, '')))`,
      ),
      rowsOf<{ key: string; pool: string; n: number }>(
        db,
        sql`select ${chatRefusals.sessionId} as key, coalesce(${chatRefusals.appId}, '') as pool,
            count(*)::int as n
          from ${chatRefusals} where ${refusalsIn(split, hi)} group by 1, 2`,
      ),
    ]);

  const days = new Map<string, DayCount>();
  const day = (date: string) =>
    days.get(date) ?? days.set(date, { date, conversations: 0, turns: 0, unanswered: 0 }).get(date)!;
  for (const row of chatDays) day(row.date).conversations = row.n;
  for (const row of turnDays) Object.assign(day(row.date), { turns: row.n, unanswered: row.unanswered });

  return {
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    sources,
    refusals,
    latency,
    sessions: groupFigures('key', sessionChats, sessionTurns, sessionRefusals),
    applications: groupFigures('pool', sessionChats, sessionTurns, sessionRefusals),
  };
}

/**
 * Figures per session (`by` key) or per application (`by` pool). The turn query groups by each alone (grouping
 * sets): a row grouped by session has a null pool, and one grouped by application a null key.
 */
function groupFigures(
  by: 'key' | 'pool',
  chatRows: { key: string; pool: string; n: number }[],
  turnRows: { key: string | null; pool: string | null; n: number; unanswered: number; p50: number | null }[],
  refusalRows: { key: string; pool: string; n: number }[],
): GroupFigures[] {
  const groups = new Map<string, GroupFigures>();
  const group = (key: string) =>
    groups.get(key) ??
    groups.set(key, { key, conversations: 0, turns: 0, unanswered: 0, p50: null, refused: 0 }).get(key)!;
  for (const row of chatRows) group(row[by]).conversations += row.n;
  for (const row of turnRows) {
    const key = row[by];
    const other = row[by === 'key' ? 'pool' : 'key'];
    if (key === null || other !== null) continue;
    Object.assign(group(key), { turns: row.n, unanswered: row.unanswered, p50: row.p50 });
  }
  for (const row of refusalRows) group(row[by]).refused += row.n;
  return [...groups.values()];
}
