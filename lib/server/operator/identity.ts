import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isOperatorRole, type OperatorRole } from '@/lib/contract/operator-permissions';
import type { Db } from '@/lib/server/db/client';
import { readCookie } from '@/lib/server/http/web-session-transport';
import { OPERATOR_COOKIE, sha256, unsealOperatorCookie } from './session-cookie';
import { operatorSessions, operators } from './tables';

export interface OperatorIdentity {
  operatorId: string;
  email: string;
  role: OperatorRole;
  sessionId: string;
}

/** The operator behind the request's operator cookie: a live session of an operator who is not disabled. */
export const resolveOperator = (db: Db, request: Request) => operatorFromHeaders(db, request.headers);

/** As resolveOperator, from a page's request headers (the back office's layout). */
export async function operatorFromHeaders(db: Db, headers: Headers): Promise<OperatorIdentity | null> {
  const data = await unsealOperatorCookie(readCookie(headers, OPERATOR_COOKIE));
  if (!data) return null;
  const [row] = await db
    .select({
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
      secretHash: operatorSessions.secretHash,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.id, data.sessionId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row || row.secretHash !== sha256(data.secret) || !isOperatorRole(row.role)) return null;
  return { operatorId: row.operatorId, email: row.email, role: row.role, sessionId: data.sessionId };
}
