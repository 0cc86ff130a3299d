import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { contactMessages } from '@/features/marketing/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';

// Contact-form enquiries as leads the back office follows up: new → contacted → closed.

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export async function listLeads(db: Db, query: PageQuery & { status?: LeadStatus }) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(contactMessages.status, query.status));
  const condition = where.length ? and(...where) : undefined;
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: contactMessages, total: windowTotal() })
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic(),
    () => db.$count(contactMessages, condition),
  );
  return toPage(
    rows.map(({ row }) => ({
      id: row.id,
      email: row.email,
      form: row.form as Record<string, unknown>,
      lang: row.lang,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    })),
    total,
    query,
  );
}

export async function setLeadStatus(
  db: Db,
  input: { id: string; status: LeadStatus },
  decision: { actor: AuditActor; requestId: string },
) {
  const [before] = await db.select().from(contactMessages).where(eq(contactMessages.id, input.id)).limit(1);
  if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
  await db.transaction(async (tx) => {
    await tx
      .update(contactMessages)
      .set({ status: input.status, statusChangedAt: new Date() })
      .where(eq(contactMessages.id, input.id));
    await audit(tx, {
      actor: decision.actor,
      action: 'lead.status',
      object: { type: 'lead', id: input.id },
      before: { status: before.status },
      after: { status: input.status },
      requestId: decision.requestId,
    });
  });
  return { id: input.id, status: input.status };
}
