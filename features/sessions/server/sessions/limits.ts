import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { ensureSample } from './sample';
import type { SessionCatalogue } from './catalogue-port';

export interface SessionUsage {
  /** Sessions the corporation created (under its sessions limit); the sample does not count. */
  sessionCount: number;
  /** Its digital humans: each session is one, under its digital-human limit. */
  digitalHumanCount: number;
}

/**
 * The corporation's trial and its caps on sessions and digital humans (null: no cap), read by the plans area with
 * the corporation's row locked inside `tx` (app/_compose/plans-ports.ts); null when there is no such corporation.
 */
export type LockSessionLimits = (
  tx: Db,
  corpId: string,
) => Promise<{
  trial: boolean;
  trialEnded: boolean;
  sessions: number | null;
  digitalHumans: number | null;
} | null>;

async function countOwnSessions(db: Db, corpId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), eq(sessions.sample, false)));
  return row?.n ?? 0;
}

export async function sessionUsage(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
): Promise<SessionUsage> {
  await ensureSample(db, catalogue, corpId);
  const n = await countOwnSessions(db, corpId);
  return { sessionCount: n, digitalHumanCount: n };
}

/**
 * Call inside the transaction that inserts the new session. The limits are read with the corporation's row locked,
 * so parallel creates of one corporation take turns and two requests at the limit cannot both count one free place.
 */
export async function claimSessionPlace(
  tx: Db,
  corpId: string,
  lockLimits: LockSessionLimits,
): Promise<void> {
  const limits = await lockLimits(tx, corpId);
  if (!limits) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (limits.trialEnded) throw new ApiFailure(ApiCode.trialEnded, 'trialEnded');
  const used = await countOwnSessions(tx, corpId);
  const { sessions: maxSessions, digitalHumans: maxHumans } = limits;
  if (maxSessions !== null && used >= maxSessions)
    throw limits.trial
      ? // `limit` lets the console offer the application to continue beside the message.
        new ApiFailure(ApiCode.limitReached, 'trialSessionLimit', {
          params: { max: maxSessions },
          data: { limit: 'trialSessions', max: maxSessions },
        })
      : new ApiFailure(ApiCode.limitReached, 'sessionLimit', {
          params: { max: maxSessions },
          data: { limit: 'sessions', max: maxSessions },
        });
  if (maxHumans !== null && used >= maxHumans)
    throw new ApiFailure(ApiCode.limitReached, 'digitalHumanLimit', { params: { max: maxHumans } });
}
