import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { TrialContinuationRequest, UserLimits } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { trialContinuations } from '@/features/accounts/server/tables';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { notifyOperator } from '@/lib/server/mail/notify-operator';
import { trialContinuationMail } from './account-mail';
import { latestDecision } from './continuation-review';
import type { TrialPort } from './trial-port';
import type { UsageReader } from './usage';
import { findUserWithCorporation } from './users';

const DAY_MS = 24 * 3600 * 1000;

async function hasPendingContinuation(db: Db, corpId: string) {
  const [row] = await db
    .select({ id: trialContinuations.id })
    .from(trialContinuations)
    .where(and(eq(trialContinuations.corpId, corpId), eq(trialContinuations.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Trial state and the caps (spec §6, §9) with the corporation's usage, read by `readUsage`. */
export async function userLimits(
  db: Db,
  userId: string,
  readUsage: UsageReader,
  now = new Date(),
): Promise<UserLimits> {
  const { corporation } = await findUserWithCorporation(db, userId);
  const { plan, ...usage } = await readUsage(db, corporation.id);
  const { trial } = plan;
  const msLeft = plan.trialEndsAt.getTime() - now.getTime();
  // The console shows counts against these: no cap shows as the count itself (the bar full, never over).
  const maxDigitalHumans = plan.digitalHumans ?? usage.digitalHumanCount;
  return {
    trial,
    trialEnded: trial && msLeft <= 0,
    trialDaysRemaining: trial ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : null,
    trialEndsAt: trial ? plan.trialEndsAt.toISOString() : null,
    maxTrialSessions: plan.sessions ?? maxDigitalHumans,
    maxDigitalHumans,
    ...usage,
    continuationPending: trial && (await hasPendingContinuation(db, corporation.id)),
    continuationAnswer: await latestDecision(db, corporation.id),
  };
}

/**
 * The "apply to continue" form: stored for the operator and mailed to OPERATOR_EMAIL. Only a corporation on trial
 * applies; its plan and trial end come from the plans area (`trial.summaries`).
 */
export async function applyForContinuation(
  db: Db,
  userId: string,
  input: TrialContinuationRequest,
  trial: Pick<TrialPort, 'summaries'>,
) {
  const { user, corporation } = await findUserWithCorporation(db, userId);
  const plan = (await trial.summaries(db, [corporation.id])).get(corporation.id);
  if (!plan) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (plan.plan !== 'trial') throw new ApiFailure(ApiCode.conflict, 'conflict');
  const pending = () => new ApiFailure(ApiCode.conflict, 'continuationPending');
  if (await hasPendingContinuation(db, corporation.id)) throw pending();
  const id = randomUUID();
  try {
    await db.insert(trialContinuations).values({ id, corpId: corporation.id, userId: user.id, ...input });
  } catch (error) {
    // A parallel request stored its application between the check and this insert: the index keeps one.
    if (isUniqueViolation(error, 'trial_continuations_one_pending_key')) throw pending();
    throw error;
  }
  await notifyOperator(
    'OPERATOR_EMAIL',
    trialContinuationMail({
      companyName: corporation.name,
      corpId: corporation.id,
      email: user.email ?? '',
      contactName: input.contactName,
      phone: input.phone,
      message: input.message,
      trialEndsAt: plan.trialEndsAt.toISOString(),
    }),
  );
  return { id };
}
