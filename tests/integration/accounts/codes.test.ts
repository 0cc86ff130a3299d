import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as resetPassword } from '@/app/api/sys-api/password/reset/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { ApiCode } from '@/lib/contract/codes';
import { CODE_MAX_ATTEMPTS, consumeCode, issueCode } from '@/features/accounts/server/codes';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { getDb } from '@/lib/server/db/client';
import { verificationCodes } from '@/features/accounts/server/tables';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { call, lastCodeSentTo, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { GOOD_PASSWORD, registerAccount } from '@/tests/integration/support/accounts';

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const registerBody = (email: string, emailCode: string) => ({
  email,
  emailCode,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  companyName: 'Parallel Ltd',
});

async function attempts(target: string) {
  const db = await getDb();
  const rows = await db
    .select({ attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, 'register')));
  return rows.map((row) => row.attempts);
}

describe('codes under parallel requests', () => {
  it('counts every one of a burst of wrong guesses, so the fifth voids the code', async () => {
    const db = await getDb();
    const email = uniqueEmail('burst');
    const target = { channel: 'email', target: email, purpose: 'register' } as const;
    const code = await issueCode(db, target);
    const guesses = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        consumeCode(db, target, wrongFor(code), { field: 'emailCode', ip: randomIp() }),
      ),
    );
    expect(guesses.every((guess) => guess.status === 'rejected')).toBe(true);
    expect(await attempts(email)).toEqual([CODE_MAX_ATTEMPTS]);
    await expect(consumeCode(db, target, code, { field: 'emailCode', ip: randomIp() })).rejects.toMatchObject(
      {
        code: ApiCode.codeInvalid,
      },
    );
  });

  it('lets exactly one of several parallel right answers use the code', async () => {
    const db = await getDb();
    const target = { channel: 'email', target: uniqueEmail('twice'), purpose: 'register' } as const;
    const code = await issueCode(db, target);
    const uses = await Promise.allSettled(
      Array.from({ length: 4 }, () => consumeCode(db, target, code, { field: 'emailCode', ip: randomIp() })),
    );
    expect(uses.filter((use) => use.status === 'fulfilled')).toHaveLength(1);
  });

  it('resets a password once when the same code is posted twice at the same moment', async () => {
    const { email } = await registerAccount();
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'reset' } });
    const emailCode = await lastCodeSentTo(email);
    const body = (password: string) => ({ email, emailCode, password, confirmPassword: password });
    const answers = await Promise.all([
      call(resetPassword, '/sys-api/password/reset', { body: body('First#Pass1') }),
      call(resetPassword, '/sys-api/password/reset', { body: body('Second#Pass2') }),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.codeInvalid]);
  });
});

describe('limits on code attempts', () => {
  it('allows one IP 15 attempts an hour at one address', async () => {
    const email = uniqueEmail('guessed');
    const ip = randomIp();
    // Fresh codes, as a guesser would request them once each code burns after five wrong guesses.
    const wrongCode = async () => {
      await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
      await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'register' } });
      return wrongFor(await lastCodeSentTo(email));
    };
    for (let i = 0; i < 15; i++) {
      const wrong = i % CODE_MAX_ATTEMPTS === 0 ? await wrongCode() : wrongFor(await lastCodeSentTo(email));
      const { body } = await call(register, '/sys-api/register', { body: registerBody(email, wrong), ip });
      expect(body.code).toBe(ApiCode.codeInvalid);
    }
    const right = await wrongCode().then(() => lastCodeSentTo(email));
    const limited = await call(register, '/sys-api/register', {
      body: registerBody(email, right),
      query: { lang: 'en' },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect(limited.body.message).toMatch(
      /^Too many verification code attempts\. Please try again in \d+ seconds\.$/,
    );
    const zh = await call(register, '/sys-api/register', { body: registerBody(email, right), ip });
    expect(zh.body.message).toMatch(/^验证码尝试次数过多，请 \d+ 秒后再试$/);
    // The owner, elsewhere, is not held back by the guesser's count.
    const owner = await call(register, '/sys-api/register', { body: registerBody(email, right) });
    expect(owner.body.code).toBe(ApiCode.ok);
  });

  it('allows 60 attempts an hour from one IP, at any number of addresses', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i++) {
      const { body } = await call(register, '/sys-api/register', {
        body: registerBody(uniqueEmail('sweep'), '123456'),
        ip,
      });
      expect(body.code).toBe(ApiCode.codeInvalid);
    }
    const reset = await call(resetPassword, '/sys-api/password/reset', {
      ip,
      body: {
        email: uniqueEmail('sweep'),
        emailCode: '123456',
        password: 'Fresh@Pass2',
        confirmPassword: 'Fresh@Pass2',
      },
    });
    expect(reset.body.code).toBe(ApiCode.rateLimited);
    const other = await call(register, '/sys-api/register', {
      body: registerBody(uniqueEmail('sweep'), '123456'),
    });
    expect(other.body.code).toBe(ApiCode.codeInvalid);
  });

  it('limits password reset attempts from one IP at one address', async () => {
    const { email } = await registerAccount();
    const ip = randomIp();
    const body = { email, emailCode: '123456', password: 'Fresh@Pass2', confirmPassword: 'Fresh@Pass2' };
    for (let i = 0; i < 15; i++)
      expect((await call(resetPassword, '/sys-api/password/reset', { body, ip })).body.code).toBe(
        ApiCode.codeInvalid,
      );
    expect((await call(resetPassword, '/sys-api/password/reset', { body, ip })).body.code).toBe(
      ApiCode.rateLimited,
    );
  });
});
