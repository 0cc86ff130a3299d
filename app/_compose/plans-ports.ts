import 'server-only';
import type { TrialPort } from '@/features/accounts/server/trial-port';
import type { UsageReader } from '@/features/accounts/server/usage';
import type { PlanGrantOf } from '@/features/deploy/server/ports';
import {
  addOperatorGrant,
  addOrderGrant,
  endGrantNow,
  listGrants,
} from '@/features/deploy/server/grants/operator-grants';
import type { DocumentCapOf } from '@/features/knowledge/server/documents/document-limit';
import type { FaqCapOf } from '@/features/knowledge/server/faq/limit';
import { corporationDetail, type PlanSummariesOf } from '@/features/operator/server/corporations';
import { corporationPlan } from '@/features/plans/server/operator-changes';
import { ensurePlanGrant } from '@/features/deploy/server/grants/plan-grant';
import type { PlansPorts } from '@/features/plans/server/ports';
import { lockPlanStanding, planStanding, planSummaries } from '@/features/plans/server/standing';
import { extendTrial, newCorporationPlan } from '@/features/plans/server/trial';
import type { SessionCapsOf } from '@/features/sessions/server/defaults/global-settings';
import { sessionUsage, type LockSessionLimits } from '@/features/sessions/server/sessions/limits';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { sessionCatalogue } from './session-catalogue';

// The plans area and the others, both ways: the limits each area enforces, read from the plans area's effective
// limits (the plan's defaults, overridden per corporation by an operator), and the deployment area's grant rows
// that the plans area hands out and ends.

/** The back office's grants, stored by the deployment area. */
export const plansPorts: PlansPorts = {
  grants: {
    // The plan's own grant is made on the first look at a corporation's grants, wherever that look happens.
    list: async (db, corpId) => {
      await ensurePlanGrant(db, corpId, planGrantOf);
      return listGrants(db, corpId);
    },
    add: addOperatorGrant,
    addForOrder: addOrderGrant,
    end: endGrantNow,
  },
};

/** Sessions: the trial and the caps on sessions and digital humans, under the corporation's row lock. */
export const lockSessionLimits: LockSessionLimits = async (tx, corpId) => {
  const standing = await lockPlanStanding(tx, corpId);
  return (
    standing && {
      trial: standing.trial,
      trialEnded: standing.trialEnded,
      sessions: standing.limits.sessions,
      digitalHumans: standing.limits.digitalHumans,
    }
  );
};

/** Sessions' global settings: the caller's corporation's caps on sessions and digital humans. */
export const sessionCapsOf: SessionCapsOf = async (db, corpId) => {
  const standing = await planStanding(db, corpId);
  return standing && { sessions: standing.limits.sessions, digitalHumans: standing.limits.digitalHumans };
};

/** Knowledge: the FAQ items a corporation may hold. */
export const faqCapOf: FaqCapOf = async (db, corpId) =>
  (await planStanding(db, corpId))?.limits.faqItems ?? null;

/** Knowledge: the documents a corporation may hold. */
export const documentCapOf: DocumentCapOf = async (db, corpId) =>
  (await planStanding(db, corpId))?.limits.documents ?? null;

/** Deployment and runtime: the plan grant's concurrency is the corporation's concurrency limit. */
export const planGrantOf: PlanGrantOf = async (db: Db, corpId: string) => {
  const standing = await planStanding(db, corpId);
  return (
    standing && {
      trial: standing.trial,
      concurrency: standing.limits.concurrency ?? 0,
      trialEndsAt: standing.trialEndsAt,
    }
  );
};

/** Accounts: the corporation's usage (sessions area) beside its trial and caps (plans area), for the console. */
export const corporationUsage: UsageReader = async (db, corpId) => {
  const [usage, standing] = await Promise.all([
    sessionUsage(db, sessionCatalogue, corpId),
    planStanding(db, corpId),
  ]);
  if (!standing) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return {
    ...usage,
    plan: {
      trial: standing.trial,
      trialEndsAt: standing.trialEndsAt,
      sessions: standing.limits.sessions,
      digitalHumans: standing.limits.digitalHumans,
    },
  };
};

/** The back office's corporation list: each row's plan and trial end. */
export const planSummariesOf: PlanSummariesOf = planSummaries;

/** The back office's corporation detail: the operator area's (users, activity) with the plans area's. */
export async function corporationWithPlan(db: Db, corpId: string) {
  const detail = await corporationDetail(db, corpId);
  return { ...detail, ...(await corporationPlan(db, corpId, plansPorts)) };
}

/**
 * Accounts: a new corporation's trial (registration, the demo account), the plan and trial end of those applying to
 * continue (the application, the back office's list) and an approved continuation's extension.
 */
export const accountTrial: TrialPort = {
  start: newCorporationPlan,
  summaries: planSummaries,
  extend: extendTrial,
};
