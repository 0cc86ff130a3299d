import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/operator/tables';

// The audit log's one way in: every operator action and every sensitive customer action (a key or secret rotated,
// something deleted, a plan, limit or trial changed) calls `audit()`. Rows are only ever added.

export interface AuditActor {
  type: 'operator' | 'user' | 'system';
  id: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  /** Verb-like and dotted: 'trial.extend', 'application.delete', 'operator.create'. */
  action: string;
  object: { type: string; id: string | null };
  /** The corporation concerned, so its detail page can show the entry. */
  corpId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** A database handle or an open transaction: an action and its entry can commit together. */
type Writer = Pick<Db, 'insert'>;

export async function audit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    corpId: entry.corpId ?? null,
    action: entry.action,
    objectType: entry.object.type,
    objectId: entry.object.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

/** The actor of a customer's request. */
export const userActor = (identity: { userId: string }): AuditActor => ({
  type: 'user',
  id: identity.userId,
});
/** The actor of an operator's request. */
export const operatorActor = (operator: { operatorId: string }): AuditActor => ({
  type: 'operator',
  id: operator.operatorId,
});

/**
 * A customer's sensitive action, recorded after it succeeded: the route calls this with its context. Secrets
 * never go in `details`.
 */
export const auditCustomer = (
  ctx: { db: Writer; identity: { userId: string; corpId: string }; requestId: string },
  action: string,
  object: { type: string; id: string | null },
  details?: { before?: unknown; after?: unknown },
) =>
  audit(ctx.db, {
    actor: userActor(ctx.identity),
    corpId: ctx.identity.corpId,
    action,
    object,
    before: details?.before,
    after: details?.after,
    requestId: ctx.requestId,
  });
