import 'server-only';
import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { auditLog } from '@/lib/server/operator/tables';

// Corporations as the back office sees them: search, a detail with plan, trial end and recent activity, and the
// trial's end changed (audited). The plan and limits move to their own feature later (issue 20 §2); until then the
// trial end is the corporation row's, as the accounts area reads it.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchCorporations(db: Db, query: PageQuery & { q?: string }) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const matching = pattern
    ? or(
        ilike(corporations.name, pattern),
        inArray(
          corporations.id,
          db.select({ id: users.corpId }).from(users).where(ilike(users.email, pattern)),
        ),
      )
    : undefined;
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: corporations, total: windowTotal() })
      .from(corporations)
      .where(matching)
      .orderBy(desc(corporations.createdAt), desc(corporations.id))
      .$dynamic(),
    () => db.$count(corporations, matching),
  );
  return toPage(
    rows.map(({ row }) => ({
      corpId: row.id,
      name: row.name,
      plan: row.plan,
      trialEndsAt: row.trialEndsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    query,
  );
}

export async function corporationDetail(db: Db, corpId: string) {
  const [corporation] = await db.select().from(corporations).where(eq(corporations.id, corpId)).limit(1);
  if (!corporation) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const [members, recent] = await Promise.all([
    db
      .select({ userId: users.id, email: users.email, mobile: users.mobile })
      .from(users)
      .where(eq(users.corpId, corpId)),
    db.select().from(auditLog).where(eq(auditLog.corpId, corpId)).orderBy(desc(auditLog.at)).limit(20),
  ]);
  return {
    corpId: corporation.id,
    name: corporation.name,
    plan: corporation.plan,
    trialEndsAt: corporation.trialEndsAt.toISOString(),
    createdAt: corporation.createdAt.toISOString(),
    users: members,
    recentAudit: recent.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

export async function setTrialEnd(
  db: Db,
  input: { corpId: string; trialEndsAt: string },
  decision: { actor: AuditActor; requestId: string },
) {
  const [before] = await db.select().from(corporations).where(eq(corporations.id, input.corpId)).limit(1);
  if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const until = new Date(input.trialEndsAt);
  await db.transaction(async (tx) => {
    await tx.update(corporations).set({ trialEndsAt: until }).where(eq(corporations.id, input.corpId));
    await audit(tx, {
      actor: decision.actor,
      corpId: input.corpId,
      action: 'trial.set-end',
      object: { type: 'corporation', id: input.corpId },
      before: { trialEndsAt: before.trialEndsAt.toISOString() },
      after: { trialEndsAt: until.toISOString() },
      requestId: decision.requestId,
    });
  });
  return corporationDetail(db, input.corpId);
}
