import 'server-only';
import { eq } from 'drizzle-orm';
import type {
  AddGrantRequest,
  CorporationPlanDto,
  EndGrantRequest,
  SetDiscountRequest,
  SetLimitRequest,
} from '@/features/plans/contract';
import { ApiCode } from '@/lib/contract/codes';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { PlansPorts } from './ports';
import { lockPlanStanding, planStanding, type PlanStanding } from './standing';
import { corporationPlanOverrides } from './tables';

// The back office's changes to a corporation's plan: a limit, the discount, the trial's end, a grant. Each takes
// the corporation's row lock, changes, and records before and after in the audit log in the same transaction.

export interface Decision {
  actor: AuditActor;
  requestId: string;
}

const notFound = () => new ApiFailure(ApiCode.notFound, 'notFound');

/** The plan as the back office shows it. */
export async function corporationPlan(
  db: Db,
  corpId: string,
  ports: PlansPorts,
): Promise<CorporationPlanDto> {
  const standing = await planStanding(db, corpId);
  if (!standing) throw notFound();
  return { ...planDto(standing), grants: await ports.grants.list(db, corpId) };
}

const planDto = (standing: PlanStanding) => ({
  plan: standing.plan,
  trialEndsAt: standing.trialEndsAt.toISOString(),
  trialEnded: standing.trialEnded,
  limits: standing.limits,
  defaults: standing.defaults,
  overridden: standing.overridden,
  discountPercent: standing.discountPercent,
});

async function change(
  db: Db,
  corpId: string,
  work: (tx: Db, standing: PlanStanding) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await lockPlanStanding(tx, corpId);
    if (!standing) throw notFound();
    await work(tx, standing);
  });
}

const upsertOverride = (tx: Db, corpId: string, set: Partial<typeof corporationPlanOverrides.$inferInsert>) =>
  tx
    .insert(corporationPlanOverrides)
    .values({ corpId, ...set })
    .onConflictDoUpdate({ target: corporationPlanOverrides.corpId, set: { ...set, updatedAt: new Date() } });

export async function setLimit(db: Db, input: SetLimitRequest, decision: Decision, ports: PlansPorts) {
  await change(db, input.corpId, async (tx, standing) => {
    await upsertOverride(tx, input.corpId, { [input.limit]: input.value });
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'plan.set-limit',
      object: { type: 'corporation', id: input.corpId },
      before: {
        limit: input.limit,
        value: standing.limits[input.limit],
        overridden: standing.overridden.includes(input.limit),
      },
      after: {
        limit: input.limit,
        value: input.value ?? standing.defaults[input.limit],
        overridden: input.value !== null,
      },
      requestId: decision.requestId,
    });
  });
  return corporationPlan(db, input.corpId, ports);
}

export async function setDiscount(db: Db, input: SetDiscountRequest, decision: Decision, ports: PlansPorts) {
  await change(db, input.corpId, async (tx, standing) => {
    await upsertOverride(tx, input.corpId, { discountPercent: input.percent });
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'plan.set-discount',
      object: { type: 'corporation', id: input.corpId },
      before: { discountPercent: standing.discountPercent },
      after: { discountPercent: input.percent },
      requestId: decision.requestId,
    });
  });
  return corporationPlan(db, input.corpId, ports);
}

/** Sets the trial's end (earlier or later); the deployment area's plan grant follows it on its next look. */
export async function setTrialEnd(
  db: Db,
  input: { corpId: string; trialEndsAt: string },
  decision: Decision,
) {
  const until = new Date(input.trialEndsAt);
  await change(db, input.corpId, async (tx, standing) => {
    await tx.update(corporations).set({ trialEndsAt: until }).where(eq(corporations.id, input.corpId));
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'trial.set-end',
      object: { type: 'corporation', id: input.corpId },
      before: { trialEndsAt: standing.trialEndsAt.toISOString() },
      after: { trialEndsAt: until.toISOString() },
      requestId: decision.requestId,
    });
  });
}

export async function addGrant(db: Db, input: AddGrantRequest, decision: Decision, ports: PlansPorts) {
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= Date.now())
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [{ field: 'endsAt', message: 'outOfRange' }] },
    });
  await change(db, input.corpId, async (tx) => {
    const grant = await ports.grants.add(tx, input.corpId, { concurrency: input.concurrency, endsAt });
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'grant.add',
      object: { type: 'grant', id: grant.grantId },
      before: null,
      after: grant,
      requestId: decision.requestId,
    });
  });
  return corporationPlan(db, input.corpId, ports);
}

export async function endGrant(db: Db, input: EndGrantRequest, decision: Decision, ports: PlansPorts) {
  await change(db, input.corpId, async (tx) => {
    const ended = await ports.grants.end(tx, input.corpId, input.grantId);
    if (ended === 'notFound') throw notFound();
    if (ended === 'planGrant') throw new ApiFailure(ApiCode.conflict, 'planGrantFollowsPlan');
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'grant.end',
      object: { type: 'grant', id: input.grantId },
      before: ended.before,
      after: ended.after,
      requestId: decision.requestId,
    });
  });
  return corporationPlan(db, input.corpId, ports);
}
