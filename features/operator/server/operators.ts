import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { OperatorRow } from '@/features/operator/contract';
import { ApiCode } from '@/lib/contract/codes';
import { isOperatorRole, type OperatorRole } from '@/lib/contract/operator-permissions';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { hashPassword } from '@/lib/server/auth/passwords';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { operatorSessions, operators } from '@/lib/server/operator/tables';

// Operator accounts: created by an admin (or the command / the seed), their role changed, disabled. An operator
// enrols TOTP at the first sign-in.

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A one-time password that passes the password rules: upper, lower, digit, symbol, 16 characters. */
export const oneTimePassword = () => `Op#${randomBytes(9).toString('base64url').slice(0, 11)}a7`;

export async function createOperator(
  db: Db,
  input: { email: string; role: OperatorRole; password: string },
  actor: AuditActor,
  requestId: string | null = null,
): Promise<OperatorRow> {
  const id = randomUUID();
  const email = normalizeEmail(input.email);
  try {
    await db.insert(operators).values({
      id,
      email,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'operators_email_key'))
      throw new ApiFailure(ApiCode.conflict, 'operatorExists');
    throw error;
  }
  await audit(db, {
    actor,
    action: 'operator.create',
    object: { type: 'operator', id },
    after: { email, role: input.role },
    requestId,
  });
  return (await findOperatorRow(db, id))!;
}

const rowOf = (row: typeof operators.$inferSelect): OperatorRow => ({
  operatorId: row.id,
  email: row.email,
  role: isOperatorRole(row.role) ? row.role : 'support',
  enrolled: row.totpSecret !== null,
  disabled: row.disabledAt !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function findOperatorRow(db: Db, id: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row ? rowOf(row) : null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  const rows = await db.select().from(operators).orderBy(desc(operators.createdAt));
  return rows.map(rowOf);
}

export async function countOperators(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return Number(row?.n ?? 0);
}

/** Changes a role or disables/enables; an admin cannot lock themself out. Disabling ends the sessions. */
export async function updateOperator(
  db: Db,
  input: { operatorId: string; role?: OperatorRole; disabled?: boolean },
  actor: { operatorId: string },
  requestId: string,
): Promise<OperatorRow> {
  const [before] = await db.select().from(operators).where(eq(operators.id, input.operatorId)).limit(1);
  if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (input.operatorId === actor.operatorId && (input.disabled || (input.role && input.role !== 'admin')))
    throw new ApiFailure(ApiCode.conflict, 'operatorSelf');
  const changes: Partial<typeof operators.$inferInsert> = {};
  if (input.role) changes.role = input.role;
  if (input.disabled !== undefined) changes.disabledAt = input.disabled ? new Date() : null;
  if (Object.keys(changes).length === 0) return rowOf(before);
  await db.transaction(async (tx) => {
    await tx.update(operators).set(changes).where(eq(operators.id, input.operatorId));
    if (input.disabled)
      await tx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(operatorSessions.operatorId, input.operatorId));
    await audit(tx, {
      actor: { type: 'operator', id: actor.operatorId },
      action: input.disabled !== undefined && !input.role ? 'operator.disable' : 'operator.update',
      object: { type: 'operator', id: input.operatorId },
      before: { role: before.role, disabled: before.disabledAt !== null },
      after: {
        role: input.role ?? before.role,
        disabled: input.disabled ?? before.disabledAt !== null,
      },
      requestId,
    });
  });
  return (await findOperatorRow(db, input.operatorId))!;
}
