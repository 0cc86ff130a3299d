import 'server-only';
import type { Db } from '@/lib/server/db/client';

// What analytics needs from the areas that own the data, as small interfaces that app/ composes: the runtime's
// transcripts and refused starts (aggregated where they live), and the names of sessions and applications.

export interface ActivityWindow {
  corpId: string;
  /** Local dates in `timeZone`: the previous period starts at `previousFrom`, the current at `from`. */
  previousFrom: string;
  from: string;
  /** The day after the current period's last. */
  until: string;
  timeZone: string;
  sessionId?: string;
  appId?: string;
}

export type Period = 'current' | 'previous';

export interface GroupCounts {
  /** A sessionId, or an appId ('' for conversations without an application). */
  key: string;
  conversations: number;
  turns: number;
  unanswered: number;
  p50: number | null;
  refused: number;
}

/** Counts aggregated by the database: a few rows per day, source or group, never a row per turn. */
export interface ActivityCounts {
  days: { date: string; conversations: number; turns: number; unanswered: number }[];
  /** Turns per answer source, with the visitors' thumbs up and down they got. */
  sources: { period: Period; source: string; n: number; up: number; down: number }[];
  refusals: { date: string; reason: string; n: number }[];
  latency: { period: Period; p50: number | null; p95: number | null; samples: number }[];
  sessions: GroupCounts[];
  applications: GroupCounts[];
}

export interface AnalyticsPorts {
  activity(db: Db, window: ActivityWindow): Promise<ActivityCounts>;
  sessionNames(db: Db, corpId: string, ids: readonly string[]): Promise<Map<string, string>>;
  applicationNames(db: Db, corpId: string, ids: readonly string[]): Promise<Map<string, string>>;
  /** All of the corporation's sessions and applications (a few), for the filters. */
  sessionChoices(db: Db, corpId: string): Promise<{ id: string; name: string }[]>;
  applicationChoices(db: Db, corpId: string): Promise<{ id: string; name: string }[]>;
}
