import 'server-only';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditRow, Paged } from '@/features/operator/contract';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/operator/tables';

/** The audit log, newest first, filtered by actor, action, object, corporation and date. Read only. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Paged<AuditRow>> {
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    list: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
