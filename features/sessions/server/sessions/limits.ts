import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { MAX_DIGITAL_HUMANS, MAX_TRIAL_SESSIONS } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { corporations } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { ensureSample } from './sample';

export interface SessionUsage {
  /** Sessions the corporation created (trial users may create MAX_TRIAL_SESSIONS); the sample does not count. */
  sessionCount: number;
  /** Its digital humans: each session is one, under the general cap MAX_DIGITAL_HUMANS. */
  digitalHumanCount: number;
}

async function countOwnSessions(db: Db, corpId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), eq(sessions.sample, false)));
  return row?.n ?? 0;
}

export async function sessionUsage(db: Db, corpId: string): Promise<SessionUsage> {
  await ensureSample(db, corpId);
  const n = await countOwnSessions(db, corpId);
  return { sessionCount: n, digitalHumanCount: n };
}

/**
 * Call inside the transaction that inserts the new session. Locking the corporation's row first makes parallel
 * creates of one corporation take turns, so two requests at the limit cannot both count one free place.
 */
export async function claimSessionPlace(tx: Db, corpId: string, now = new Date()): Promise<void> {
  const [corporation] = await tx
    .select({ plan: corporations.plan, trialEndsAt: corporations.trialEndsAt })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .for('update');
  if (!corporation) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const trial = corporation.plan === 'trial';
  if (trial && corporation.trialEndsAt.getTime() <= now.getTime())
    throw new ApiFailure(ApiCode.trialEnded, 'trialEnded');
  const used = await countOwnSessions(tx, corpId);
  if (trial && used >= MAX_TRIAL_SESSIONS)
    // `limit` lets the console offer the application to continue beside the message.
    throw new ApiFailure(ApiCode.limitReached, 'trialSessionLimit', {
      params: { max: MAX_TRIAL_SESSIONS },
      data: { limit: 'trialSessions', max: MAX_TRIAL_SESSIONS },
    });
  if (used >= MAX_DIGITAL_HUMANS)
    throw new ApiFailure(ApiCode.limitReached, 'digitalHumanLimit', { params: { max: MAX_DIGITAL_HUMANS } });
}
