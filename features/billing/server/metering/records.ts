import 'server-only';
import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CallDetailDto,
  UsageAppDto,
  UsageDayDto,
  UsageSessionDto,
  usagePageRequest,
} from '@/features/billing/contract/usage';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { billingUsage as u } from './tables';

// Consumption records and call details: the usage rows of one corporation whose conversation began in the range of
// local days (in the viewer's time zone, both ends included), summed per day, application or session, or one row
// per conversation. Each page carries the totals of the whole range.

export type UsageQuery = Omit<z.output<typeof usagePageRequest>, 'pageIndex' | 'pageSize'>;

/** Midnight at the start of a local date in a time zone, as a timestamptz. */
const localMidnight = (date: string, timeZone: string) =>
  sql`(${date}::date)::timestamp at time zone ${timeZone}`;

export function usageWhere(corpId: string, q: UsageQuery): SQL {
  const where: SQL[] = [
    eq(u.corpId, corpId),
    gte(u.startedAt, localMidnight(q.from, q.timeZone)),
    lt(u.startedAt, sql`(${q.to}::date + 1)::timestamp at time zone ${q.timeZone}`),
  ];
  if (q.sessionId) where.push(eq(u.sessionId, q.sessionId));
  // '-' names the conversations without an application (its row in the per-application records).
  if (q.appId) where.push(q.appId === '-' ? isNull(u.appId) : eq(u.appId, q.appId));
  return and(...where)!;
}

const sums = {
  conversations: sql<number>`count(*)`.mapWith(Number),
  billableSeconds: sql<number>`coalesce(sum(${u.billableSeconds}), 0)`.mapWith(Number),
  billedMinutes: sql<number>`coalesce(sum(${u.billedMinutes}), 0)`.mapWith(Number),
  chargeFen: sql<number>`coalesce(sum(${u.chargeFen}), 0)`.mapWith(Number),
};

type Sums = { conversations: number; billableSeconds: number; billedMinutes: number; chargeFen: number };
const sumsOf = (row: Sums): Sums => ({
  conversations: row.conversations,
  billableSeconds: row.billableSeconds,
  billedMinutes: row.billedMinutes,
  chargeFen: row.chargeFen,
});

async function totals(db: Db, where: SQL) {
  const [row] = await db.select(sums).from(u).where(where);
  return row!;
}

const dayOf = (timeZone: string) =>
  sql<string>`to_char(${u.startedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;

async function groupCount(db: Db, where: SQL, key: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${key})`.mapWith(Number) })
    .from(u)
    .where(where);
  return row!.n;
}

export async function usageByDay(db: Db, corpId: string, q: UsageQuery, page: PageQuery) {
  const where = usageWhere(corpId, q);
  const day = dayOf(q.timeZone);
  const { rows, total } = await selectPage(
    page,
    db
      .select({ day, ...sums, total: windowTotal() })
      .from(u)
      .where(where)
      // By position: the day's expression carries the time zone as a parameter, and a repeated parameter is
      // another expression to PostgreSQL.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .$dynamic(),
    () => groupCount(db, where, day),
  );
  const list: UsageDayDto[] = rows.map((row) => ({ day: row.day, ...sumsOf(row) }));
  return { ...toPage(list, total, page), totals: await totals(db, where) };
}

export async function usageByApp(db: Db, corpId: string, q: UsageQuery, page: PageQuery) {
  const where = usageWhere(corpId, q);
  const key = sql`coalesce(${u.appId}, '')`;
  const { rows, total } = await selectPage(
    page,
    db
      .select({
        appId: u.appId,
        appName: sql<string | null>`max(${u.appName})`,
        ...sums,
        total: windowTotal(),
      })
      .from(u)
      .where(where)
      .groupBy(u.appId)
      .orderBy(desc(sums.chargeFen), desc(sums.billableSeconds), u.appId)
      .$dynamic(),
    () => groupCount(db, where, key),
  );
  const list: UsageAppDto[] = rows.map((row) => ({ appId: row.appId, appName: row.appName, ...sumsOf(row) }));
  return { ...toPage(list, total, page), totals: await totals(db, where) };
}

export async function usageBySession(db: Db, corpId: string, q: UsageQuery, page: PageQuery) {
  const where = usageWhere(corpId, q);
  const { rows, total } = await selectPage(
    page,
    db
      .select({
        sessionId: u.sessionId,
        // The name it had at its latest conversation.
        sessionName: sql<string>`(array_agg(${u.sessionName} order by ${u.startedAt} desc))[1]`,
        ...sums,
        total: windowTotal(),
      })
      .from(u)
      .where(where)
      .groupBy(u.sessionId)
      .orderBy(desc(sums.chargeFen), desc(sums.billableSeconds), u.sessionId)
      .$dynamic(),
    () => groupCount(db, where, sql`${u.sessionId}`),
  );
  const list: UsageSessionDto[] = rows.map((row) => ({
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    ...sumsOf(row),
  }));
  return { ...toPage(list, total, page), totals: await totals(db, where) };
}

const callDto = (row: typeof u.$inferSelect): CallDetailDto => ({
  chatId: row.chatId,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt.toISOString(),
  billableSeconds: row.billableSeconds,
  billedMinutes: row.billedMinutes,
  minutePriceFen: row.minutePriceFen,
  chargeFen: row.chargeFen,
  tariff: row.tariff as CallDetailDto['tariff'],
  premiumVoice: row.premiumVoice,
  sessionId: row.sessionId,
  sessionName: row.sessionName,
  appId: row.appId,
  appName: row.appName,
  entry: row.entry,
});

export async function callDetails(db: Db, corpId: string, q: UsageQuery, page: PageQuery) {
  const where = usageWhere(corpId, q);
  const { rows, total } = await selectPage(
    page,
    db
      .select({ row: u, total: windowTotal() })
      .from(u)
      .where(where)
      .orderBy(desc(u.startedAt), desc(u.id))
      .$dynamic(),
    () => db.$count(u, where),
  );
  return {
    ...toPage(
      rows.map(({ row }) => callDto(row)),
      total,
      page,
    ),
    totals: await totals(db, where),
  };
}
