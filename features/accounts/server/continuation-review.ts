import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ContinuationRow } from '@/features/operator/contract';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { serverTranslator } from '@/lib/server/i18n';
import { brand } from '@/lib/server/mail/operator-mail';
import { queueMail } from '@/lib/server/mail/mail-queue';
import { trialContinuations } from './tables';
import type { TrialPort } from './trial-port';

// The operators' side of trial continuation requests: the accounts area owns the requests and the trial, the back
// office answers them through these. Approval pushes the trial's end out; a rejection carries a reason. Either way
// the customer is mailed and their console shows the answer.

/** The requests, a page at a time, each with its corporation's trial end (from the plans area: `trial.summaries`). */
export async function listContinuations(
  db: Db,
  query: PageQuery & { status?: string; corpId?: string },
  trial: Pick<TrialPort, 'summaries'>,
) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(trialContinuations.status, query.status));
  if (query.corpId) where.push(eq(trialContinuations.corpId, query.corpId));
  const condition = where.length ? and(...where) : undefined;
  const { rows, total } = await selectPage(
    query,
    db
      .select({
        request: trialContinuations,
        companyName: corporations.name,
        email: users.email,
        total: windowTotal(),
      })
      .from(trialContinuations)
      .innerJoin(corporations, eq(corporations.id, trialContinuations.corpId))
      .innerJoin(users, eq(users.id, trialContinuations.userId))
      .where(condition)
      .orderBy(desc(trialContinuations.createdAt), desc(trialContinuations.id))
      .$dynamic(),
    () => db.$count(trialContinuations, condition),
  );
  const plans = await trial.summaries(db, [...new Set(rows.map(({ request }) => request.corpId))]);
  // A corporation deleted between the two reads leaves its request out of this page.
  const list: ContinuationRow[] = rows.flatMap(({ request, companyName, email }) => {
    const plan = plans.get(request.corpId);
    return plan
      ? [
          {
            id: request.id,
            corpId: request.corpId,
            companyName,
            email,
            contactName: request.contactName,
            phone: request.phone,
            message: request.message,
            status: request.status,
            trialEndsAt: plan.trialEndsAt.toISOString(),
            createdAt: request.createdAt.toISOString(),
            decidedAt: request.decidedAt?.toISOString() ?? null,
            rejectReason: request.rejectReason,
            approvedUntil: request.approvedUntil?.toISOString() ?? null,
          },
        ]
      : [];
  });
  return toPage(list, total, query);
}

interface Decision {
  actor: AuditActor;
  requestId: string;
}

/** The pending request with its corporation and user; a request already answered cannot be answered again. */
async function pendingRequest(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db
    .select({ request: trialContinuations, corporation: { id: corporations.id }, user: users })
    .from(trialContinuations)
    .innerJoin(corporations, eq(corporations.id, trialContinuations.corpId))
    .innerJoin(users, eq(users.id, trialContinuations.userId))
    .where(eq(trialContinuations.id, id))
    .limit(1);
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (row.request.status !== 'pending') throw new ApiFailure(ApiCode.conflict, 'continuationDecided');
  return row;
}

/** Marks the request answered, only if it is still pending (a second operator's click loses). */
async function decide(
  tx: Pick<Db, 'update'>,
  id: string,
  changes: Partial<typeof trialContinuations.$inferInsert>,
) {
  const updated = await tx
    .update(trialContinuations)
    .set(changes)
    .where(and(eq(trialContinuations.id, id), eq(trialContinuations.status, 'pending')))
    .returning({ id: trialContinuations.id });
  if (updated.length === 0) throw new ApiFailure(ApiCode.conflict, 'continuationDecided');
}

/**
 * Approval: the trial runs `days` more days from today, or from its end when that is later. The plans area moves
 * the trial's end (`trial.extend`, under the corporation's lock); this records the decision and its audit entry.
 */
export async function approveContinuation(
  db: Db,
  input: { id: string; days: number },
  decision: Decision,
  trial: TrialPort,
  now = new Date(),
) {
  const { request, corporation, user } = await pendingRequest(db, input.id);
  const until = await db.transaction(async (tx) => {
    const extended = await trial.extend(tx, corporation.id, input.days, now);
    if (!extended) throw new ApiFailure(ApiCode.notFound, 'notFound');
    await decide(tx, request.id, {
      status: 'approved',
      decidedAt: now,
      decidedBy: decision.actor.id,
      approvedUntil: extended.after,
    });
    await audit(tx, {
      actor: decision.actor,
      corpId: corporation.id,
      action: 'trial-continuation.approve',
      object: { type: 'trial-continuation', id: request.id },
      before: { status: 'pending', trialEndsAt: extended.before.toISOString() },
      after: { status: 'approved', trialEndsAt: extended.after.toISOString(), days: input.days },
      requestId: decision.requestId,
    });
    // Queued with the decision: mailed once it commits, and tried again while the mail server is down.
    if (user.email)
      await queueMail(tx, { to: user.email, ...decisionMail('approved', { until: extended.after }) });
    return extended.after;
  });
  return { id: request.id, status: 'approved' as const, trialEndsAt: until.toISOString() };
}

export async function rejectContinuation(
  db: Db,
  input: { id: string; reason: string },
  decision: Decision,
  now = new Date(),
) {
  const { request, corporation, user } = await pendingRequest(db, input.id);
  await db.transaction(async (tx) => {
    await decide(tx, request.id, {
      status: 'rejected',
      decidedAt: now,
      decidedBy: decision.actor.id,
      rejectReason: input.reason,
    });
    await audit(tx, {
      actor: decision.actor,
      corpId: corporation.id,
      action: 'trial-continuation.reject',
      object: { type: 'trial-continuation', id: request.id },
      before: { status: 'pending' },
      after: { status: 'rejected', reason: input.reason },
      requestId: decision.requestId,
    });
    if (user.email)
      await queueMail(tx, { to: user.email, ...decisionMail('rejected', { reason: input.reason }) });
  });
  return { id: request.id, status: 'rejected' as const };
}

/** The customer's mail, in both languages (the account keeps no language). */
function decisionMail(outcome: 'approved' | 'rejected', details: { until?: Date; reason?: string }) {
  const part = (lang: 'zh' | 'en') => {
    const t = serverTranslator(lang, 'AccountMail');
    const date = details.until?.toISOString().slice(0, 10) ?? '';
    return {
      subject: t(outcome === 'approved' ? 'continuationApprovedSubject' : 'continuationRejectedSubject', {
        brand: brand(lang),
      }),
      text:
        outcome === 'approved'
          ? t('continuationApprovedText', { date })
          : t('continuationRejectedText', { reason: details.reason ?? '' }),
    };
  };
  const zh = part('zh');
  const en = part('en');
  return { subject: `${zh.subject} / ${en.subject}`, text: `${zh.text}\n\n---\n\n${en.text}` };
}

/** The latest answer to the corporation's requests, for the customer's console. */
export async function latestDecision(db: Db, corpId: string) {
  const [row] = await db
    .select({
      status: trialContinuations.status,
      decidedAt: trialContinuations.decidedAt,
      rejectReason: trialContinuations.rejectReason,
      approvedUntil: trialContinuations.approvedUntil,
    })
    .from(trialContinuations)
    .where(eq(trialContinuations.corpId, corpId))
    .orderBy(desc(trialContinuations.createdAt), desc(trialContinuations.id))
    .limit(1);
  if (!row || (row.status !== 'approved' && row.status !== 'rejected') || !row.decidedAt) return null;
  return {
    status: row.status as 'approved' | 'rejected',
    decidedAt: row.decidedAt.toISOString(),
    rejectReason: row.rejectReason,
    approvedUntil: row.approvedUntil?.toISOString() ?? null,
  };
}
