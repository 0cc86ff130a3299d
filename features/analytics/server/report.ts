import 'server-only';
import type { z } from 'zod';
import {
  addDays,
  daysBetween,
  type AnalyticsDay,
  type AnalyticsFigures,
  type AnalyticsGroup,
  type AnalyticsReport,
  type analyticsRequest,
} from '@/features/analytics/contract';
import { ANSWER_SOURCES, REFUSAL_REASONS } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import type { ActivityCounts, AnalyticsPorts, GroupCounts, Period } from './ports';

type Query = z.output<typeof analyticsRequest>;

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * `GET /management/analytics/overview`: the corporation's figures for the range and for the range of the same
 * length just before it, its days (quiet ones as zeros), answer sources, refusals and breakdowns.
 */
export async function analyticsReport(
  db: Db,
  corpId: string,
  query: Query,
  ports: AnalyticsPorts,
): Promise<AnalyticsReport> {
  const days = daysBetween(query.from, query.to) + 1;
  const previousFrom = addDays(query.from, -days);
  const counts = await ports.activity(db, {
    corpId,
    previousFrom,
    from: query.from,
    until: addDays(query.to, 1),
    timeZone: query.timeZone,
    sessionId: query.sessionId || undefined,
    appId: query.appId || undefined,
  });
  const periodOf = (date: string): Period => (date >= query.from ? 'current' : 'previous');
  const [sessionNames, appNames] = await Promise.all([
    ports.sessionNames(
      db,
      corpId,
      counts.sessions.map((group) => group.key),
    ),
    ports.applicationNames(db, corpId, counts.applications.map((group) => group.key).filter(Boolean)),
  ]);
  return {
    range: { from: query.from, to: query.to, days, timeZone: query.timeZone },
    previousRange: { from: previousFrom, to: addDays(query.from, -1) },
    current: figures(counts, 'current', periodOf),
    previous: figures(counts, 'previous', periodOf),
    daily: daily(counts, query.from, days),
    sources: bothPeriods(
      [...new Set([...ANSWER_SOURCES, ...counts.sources.map((row) => row.source)])],
      counts.sources.map((row) => ({ key: row.source, period: row.period, n: row.n })),
    ).map(({ key, ...n }) => ({ source: key, ...n })),
    refusals: bothPeriods(
      REFUSAL_REASONS,
      counts.refusals.map((row) => ({ key: row.reason, period: periodOf(row.date), n: row.n })),
    ).map(({ key, ...n }) => ({ reason: key, ...n })),
    sessions: groups(counts.sessions, (key) => ({ id: key, name: sessionNames.get(key) ?? null })),
    applications: groups(counts.applications, (key) =>
      key ? { id: key, name: appNames.get(key) ?? null } : { id: null, name: null },
    ),
    satisfaction: satisfaction(counts),
  };
}

/** Visitors' thumbs in both periods; null while no answer of either was rated. */
function satisfaction(counts: ActivityCounts): AnalyticsReport['satisfaction'] {
  const sum = (period: Period, pick: 'up' | 'down') =>
    counts.sources.filter((row) => row.period === period).reduce((total, row) => total + row[pick], 0);
  const figures = {
    up: sum('current', 'up'),
    down: sum('current', 'down'),
    previousUp: sum('previous', 'up'),
    previousDown: sum('previous', 'down'),
  };
  return Object.values(figures).some((n) => n > 0) ? figures : null;
}

function figures(
  counts: ActivityCounts,
  period: Period,
  periodOf: (date: string) => Period,
): AnalyticsFigures {
  const days = counts.days.filter((day) => periodOf(day.date) === period);
  const sum = (pick: (day: ActivityCounts['days'][number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  const turns = sum((day) => day.turns);
  const unanswered = sum((day) => day.unanswered);
  const latency = counts.latency.find((row) => row.period === period);
  return {
    conversations: sum((day) => day.conversations),
    turns,
    unanswered,
    unansweredRate: rate(unanswered, turns),
    firstAudioP50: latency?.p50 ?? null,
    firstAudioP95: latency?.p95 ?? null,
    latencySamples: latency?.samples ?? 0,
    refused: counts.refusals
      .filter((row) => periodOf(row.date) === period)
      .reduce((total, row) => total + row.n, 0),
  };
}

function daily(counts: ActivityCounts, from: string, days: number): AnalyticsDay[] {
  const byDate = new Map(counts.days.map((day) => [day.date, day]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const day = byDate.get(date);
    return {
      date,
      conversations: day?.conversations ?? 0,
      turns: day?.turns ?? 0,
      unanswered: day?.unanswered ?? 0,
      refused: counts.refusals.filter((row) => row.date === date).reduce((n, row) => n + row.n, 0),
    };
  });
}

function bothPeriods<K extends string>(
  keys: readonly K[],
  rows: { key: string; period: Period; n: number }[],
) {
  return keys.map((key) => {
    const n = (period: Period) =>
      rows.filter((row) => row.key === key && row.period === period).reduce((total, row) => total + row.n, 0);
    return { key, current: n('current'), previous: n('previous') };
  });
}

function groups(
  rows: GroupCounts[],
  name: (key: string) => Pick<AnalyticsGroup, 'id' | 'name'>,
): AnalyticsGroup[] {
  return rows
    .map((row) => ({
      ...name(row.key),
      conversations: row.conversations,
      turns: row.turns,
      unanswered: row.unanswered,
      unansweredRate: rate(row.unanswered, row.turns),
      firstAudioP50: row.p50,
      refused: row.refused,
    }))
    .sort((a, b) => b.conversations - a.conversations || b.turns - a.turns);
}
