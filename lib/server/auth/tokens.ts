import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { authTokens, users } from '@/lib/server/auth/tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token unused this long expires; each use pushes the limit forward, up to the absolute limit. */
export const TOKEN_IDLE_MS = 7 * DAY_MS;
export const TOKEN_ABSOLUTE_MS = 30 * DAY_MS;
/** Sliding updates are written at most once a minute per token, not on every call. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenCheck =
  | { ok: true; userId: string; corpId: string; tokenId: string }
  | { ok: false; error: 'none' | 'expired' | 'elsewhere' };

/** Issues a new token and revokes the user's earlier ones: one login per account (spec §8, 1000005). */
export async function issueToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Concurrent logins of one user queue on the user's row; without it each would revoke only the tokens committed
    // before it began, and both new tokens would stay valid.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(authTokens)
      .set({ revokedAt: now, revokedReason: 'replaced' })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    await tx.insert(authTokens).values({
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_IDLE_MS),
      absoluteExpiresAt: new Date(now.getTime() + TOKEN_ABSOLUTE_MS),
    });
  });
  return token;
}

export async function checkToken(db: Db, token: string, now = new Date()): Promise<TokenCheck> {
  const [row] = await db
    .select({ token: authTokens, corpId: users.corpId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, error: 'none' };
  const { token: record, corpId } = row;
  if (record.revokedAt)
    return { ok: false, error: record.revokedReason === 'replaced' ? 'elsewhere' : 'expired' };
  if (record.expiresAt <= now || record.absoluteExpiresAt <= now) return { ok: false, error: 'expired' };
  if (now.getTime() - record.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const slid = Math.min(now.getTime() + TOKEN_IDLE_MS, record.absoluteExpiresAt.getTime());
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(slid) })
      .where(eq(authTokens.id, record.id));
  }
  return { ok: true, userId: record.userId, corpId, tokenId: record.id };
}

export async function revokeToken(db: Db, tokenId: string, reason: 'logout', now = new Date()) {
  await db
    .update(authTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: string, reason: 'password-reset', now = new Date()) {
  await db
    .update(authTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
