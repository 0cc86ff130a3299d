import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { queueMail } from '@/lib/server/mail/mail-queue';
import type { SubmissionStatus } from '../contract';
import { certificationMail } from './decision-mail';
import { licenceResponse } from './licence-file';
import { toSubmission, type SubmissionRow } from './submission-rows';
import { certificationSubmissions } from './tables';

// The reviewers' side: the queue with its counts, a submission with its licence, and the decision. A decision is
// one transaction (the state-conditioned update, the company's name, the audit entry); of two reviewers deciding
// the same submission at once exactly one wins, the other is told it was decided.

const rowOf = (row: SubmissionRow, accountEmail: string | null) => ({
  ...toSubmission(row),
  corpId: row.corpId,
  accountEmail,
});

/** The queue: one status (or all), oldest waiting first for those in review, newest first otherwise. */
export async function certificationQueue(
  db: Db,
  query: { status?: SubmissionStatus; pageIndex: number; pageSize: number },
) {
  const condition: SQL | undefined = query.status
    ? eq(certificationSubmissions.status, query.status)
    : undefined;
  const order =
    query.status === 'submitted'
      ? [certificationSubmissions.createdAt, certificationSubmissions.id]
      : [desc(certificationSubmissions.createdAt), desc(certificationSubmissions.id)];
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: certificationSubmissions, email: users.email, total: windowTotal() })
      .from(certificationSubmissions)
      .innerJoin(users, eq(users.id, certificationSubmissions.userId))
      .where(condition)
      .orderBy(...order)
      .$dynamic(),
    () => db.$count(certificationSubmissions, condition),
  );
  return toPage(
    rows.map(({ row, email }) => rowOf(row, email)),
    total,
    query,
  );
}

/** How many submissions have each status. */
export async function certificationCounts(db: Db) {
  const rows = await db
    .select({ status: certificationSubmissions.status, n: count() })
    .from(certificationSubmissions)
    .groupBy(certificationSubmissions.status);
  const of = (status: SubmissionStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { submitted: of('submitted'), verified: of('verified'), failed: of('failed') };
}

async function submissionWithEmail(db: Db, id: string) {
  const [found] = await db
    .select({ row: certificationSubmissions, email: users.email })
    .from(certificationSubmissions)
    .innerJoin(users, eq(users.id, certificationSubmissions.userId))
    .where(eq(certificationSubmissions.id, id));
  if (!found) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return found;
}

/** One submission with the corporation's earlier ones (the reviewer sees what was refused before, and why). */
export async function certificationDetail(db: Db, id: string) {
  const { row, email } = await submissionWithEmail(db, id);
  const earlier = await db
    .select()
    .from(certificationSubmissions)
    .where(eq(certificationSubmissions.corpId, row.corpId))
    .orderBy(desc(certificationSubmissions.createdAt), desc(certificationSubmissions.id));
  return {
    submission: rowOf(row, email),
    history: earlier.filter((other) => other.id !== row.id).map(toSubmission),
  };
}

export async function operatorLicence(db: Db, id: string) {
  return licenceResponse((await submissionWithEmail(db, id)).row);
}

/**
 * Tells the submitter of the decision (the console's bell), inside the decision's transaction: composed in
 * app/_compose/certification-ports.ts, so this area never imports the notifications area.
 */
export type NotifyDecision = (
  tx: Db,
  decision: { userId: string; outcome: 'verified' | 'failed'; reason?: string },
) => Promise<void>;

interface Decision {
  actor: AuditActor;
  requestId: string;
  notify?: NotifyDecision;
}

/** Marks the submission decided, only while it is still in review: a second reviewer's click loses. */
async function decide(tx: Db, id: string, changes: Partial<typeof certificationSubmissions.$inferInsert>) {
  const [updated] = await tx
    .update(certificationSubmissions)
    .set(changes)
    .where(and(eq(certificationSubmissions.id, id), eq(certificationSubmissions.status, 'submitted')))
    .returning();
  if (!updated) throw new ApiFailure(ApiCode.conflict, 'certificationDecided');
  return updated;
}

/** Approval: the corporation is verified, and the certified company name becomes the account's company name. */
export async function approveCertification(db: Db, id: string, decision: Decision, now = new Date()) {
  const { email } = await submissionWithEmail(db, id);
  await db.transaction(async (tx) => {
    const updated = await decide(tx, id, {
      status: 'verified',
      decidedAt: now,
      decidedBy: decision.actor.id,
    });
    const [before] = await tx
      .select({ name: corporations.name })
      .from(corporations)
      .where(eq(corporations.id, updated.corpId));
    await tx
      .update(corporations)
      .set({ name: updated.companyName })
      .where(eq(corporations.id, updated.corpId));
    await audit(tx, {
      actor: decision.actor,
      corpId: updated.corpId,
      action: 'certification.approve',
      object: { type: 'certification', id },
      before: { status: 'submitted', companyName: before?.name ?? null },
      after: { status: 'verified', companyName: updated.companyName, creditCode: updated.creditCode },
      requestId: decision.requestId,
    });
    await decision.notify?.(tx, { userId: updated.userId, outcome: 'verified' });
    // Queued with the decision: mailed once it commits, and tried again while the mail server is down.
    if (email)
      await queueMail(tx, { to: email, ...certificationMail('verified', { company: updated.companyName }) });
    return updated;
  });
  return { id, status: 'verified' as const };
}

/** Rejection with the reason the customer will read; they may certify again. */
export async function rejectCertification(
  db: Db,
  input: { id: string; reason: string },
  decision: Decision,
  now = new Date(),
) {
  const { email } = await submissionWithEmail(db, input.id);
  await db.transaction(async (tx) => {
    const updated = await decide(tx, input.id, {
      status: 'failed',
      decidedAt: now,
      decidedBy: decision.actor.id,
      reason: input.reason,
    });
    await audit(tx, {
      actor: decision.actor,
      corpId: updated.corpId,
      action: 'certification.reject',
      object: { type: 'certification', id: input.id },
      before: { status: 'submitted' },
      after: { status: 'failed', reason: input.reason },
      requestId: decision.requestId,
    });
    await decision.notify?.(tx, { userId: updated.userId, outcome: 'failed', reason: input.reason });
    if (email)
      await queueMail(tx, {
        to: email,
        ...certificationMail('failed', { company: updated.companyName, reason: input.reason }),
      });
    return updated;
  });
  return { id: input.id, status: 'failed' as const };
}
