import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/sys-api/user/info/route';
import { pruneDeadCredentials } from '@/features/accounts/server/credentials-retention';
import { captchas, verificationCodes } from '@/features/accounts/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { authTokens } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { operatorSessions, operators } from '@/lib/server/operator/tables';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';

const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const ahead = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

describe('the dead-credentials retention job', () => {
  it('deletes captchas, codes, tokens and operator sessions a day past their end, and nothing still alive', async () => {
    const db = await getDb();
    // Accounts first: signing in makes (and tidies) captchas of its own.
    const dead = await loggedInAccount();
    const alive = await loggedInAccount();
    const [deadCaptcha, freshlyExpiredCaptcha, liveCaptcha] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(captchas).values([
      { id: deadCaptcha, answer: 'abcd', expiresAt: ago(25) },
      // Expired an hour ago: still explains "this captcha has expired" for a day.
      { id: freshlyExpiredCaptcha, answer: 'abcd', expiresAt: ago(1) },
      { id: liveCaptcha, answer: 'abcd', expiresAt: ahead(1) },
    ]);
    const code = (id: string, expiresAt: ReturnType<typeof ago>) => ({
      id,
      channel: 'email',
      target: `${id}@example.com`,
      purpose: 'register',
      codeHash: 'x',
      expiresAt,
    });
    const [deadCode, liveCode] = [randomUUID(), randomUUID()];
    await db.insert(verificationCodes).values([code(deadCode, ago(30)), code(liveCode, ahead(1))]);

    await db
      .update(authTokens)
      .set({ expiresAt: ago(48), absoluteExpiresAt: ago(25) })
      .where(eq(authTokens.userId, dead.user.userId));

    const operatorId = randomUUID();
    await db.insert(operators).values({
      id: operatorId,
      email: `${operatorId}@example.com`,
      role: 'support',
      passwordHash: 'x',
    });
    const [endedSession, revokedSession, liveSession] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(operatorSessions).values([
      { id: endedSession, operatorId, secretHash: 'a', expiresAt: ago(30) },
      { id: revokedSession, operatorId, secretHash: 'b', expiresAt: ahead(5), revokedAt: ago(26) },
      { id: liveSession, operatorId, secretHash: 'c', expiresAt: ahead(5) },
    ]);

    const deleted = await pruneDeadCredentials(db);
    expect(deleted.captchas).toBeGreaterThanOrEqual(1);
    expect(deleted.codes).toBeGreaterThanOrEqual(1);
    expect(deleted.tokens).toBeGreaterThanOrEqual(1);
    expect(deleted.operatorSessions).toBeGreaterThanOrEqual(2);

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    const captchaIds = await ids(db.select({ id: captchas.id }).from(captchas));
    expect(captchaIds).not.toContain(deadCaptcha);
    expect(captchaIds).toEqual(expect.arrayContaining([freshlyExpiredCaptcha, liveCaptcha]));
    const codeIds = await ids(db.select({ id: verificationCodes.id }).from(verificationCodes));
    expect(codeIds).not.toContain(deadCode);
    expect(codeIds).toContain(liveCode);
    const sessionIds = await ids(db.select({ id: operatorSessions.id }).from(operatorSessions));
    expect(sessionIds).toEqual([liveSession]);

    // The live customer still works; the pruned one's token is simply unknown.
    expect((await call(userInfo, '/sys-api/user/info', { token: alive.token })).body.code).toBe(ApiCode.ok);
    const refused = await call(userInfo, '/sys-api/user/info', { token: dead.token });
    expect(refused.body.code).not.toBe(ApiCode.ok);
    const tokensLeft = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.userId, dead.user.userId));
    expect(tokensLeft).toEqual([]);
  });
});
