import 'server-only';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditRow } from '@/features/operator/contract';
import { toPage, type Page } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { auditLog } from '@/lib/server/operator/tables';

/** The audit log, newest first, filtered by actor, action, object, corporation and date. Read only. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Page<AuditRow>> {
  const where: SQL[] = [];
  if (query.actorType) where.push(eq(auditLog.actorType, query.actorType));
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.objectId) where.push(eq(auditLog.objectId, query.objectId));
  if (query.corpId) where.push(eq(auditLog.corpId, query.corpId));
  if (query.from) where.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) where.push(lte(auditLog.at, new Date(query.to)));
  const condition = where.length ? and(...where) : undefined;
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: auditLog, total: windowTotal() })
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .$dynamic(),
    () => db.$count(auditLog, condition),
  );
  return toPage(
    rows.map(({ row }) => ({ ...row, at: row.at.toISOString() })),
    total,
    query,
  );
}
