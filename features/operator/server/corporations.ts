import 'server-only';
import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { auditLog } from '@/lib/server/operator/tables';

// Corporations as the back office sees them: search, and a detail with its users and recent activity. The plan,
// trial, limits, discount and grants are the plans area's (features/plans): app/_compose/plans-ports.ts joins them
// to the detail, and the plans area makes the back office's changes to them.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The plan and trial end of a page's corporations, from the plans area (app/_compose/plans-ports.ts). */
export type PlanSummariesOf = (
  db: Db,
  corpIds: readonly string[],
) => Promise<Map<string, { plan: string; trialEndsAt: Date }>>;

export async function searchCorporations(
  db: Db,
  query: PageQuery & { q?: string },
  plansOf: PlanSummariesOf,
) {
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
      .select({
        corpId: corporations.id,
        name: corporations.name,
        createdAt: corporations.createdAt,
        total: windowTotal(),
      })
      .from(corporations)
      .where(matching)
      .orderBy(desc(corporations.createdAt), desc(corporations.id))
      .$dynamic(),
    () => db.$count(corporations, matching),
  );
  const plans = await plansOf(
    db,
    rows.map((row) => row.corpId),
  );
  return toPage(
    // A corporation gone between the two reads has no plan left to show: it leaves the page.
    rows.flatMap((row) => {
      const plan = plans.get(row.corpId);
      if (!plan) return [];
      return [
        {
          corpId: row.corpId,
          name: row.name,
          plan: plan.plan,
          trialEndsAt: plan.trialEndsAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
        },
      ];
    }),
    total,
    query,
  );
}

export async function corporationDetail(db: Db, corpId: string) {
  const [corporation] = await db
    .select({ id: corporations.id, name: corporations.name, createdAt: corporations.createdAt })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .limit(1);
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
    createdAt: corporation.createdAt.toISOString(),
    users: members,
    recentAudit: recent.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
