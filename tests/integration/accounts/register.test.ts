import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { corporations, users } from '@/lib/server/auth/tables';
import { verificationCodes } from '@/features/accounts/server/tables';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { call, lastCodeSentTo, outbox, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { GOOD_PASSWORD, registerAccount } from '@/tests/integration/support/accounts';

const send = (email: string, purpose = 'register', lang = 'zh', ip?: string) =>
  call<{ resendAfterSeconds: number }>(sendEmailCode, '/sys-api/email/code', {
    body: { email, purpose },
    query: { lang },
    ip,
  });

const registerBody = (email: string, emailCode: string, overrides: Record<string, unknown> = {}) => ({
  email,
  emailCode,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  companyName: 'Acme Test Ltd',
  ...overrides,
});

describe('send email code', () => {
  it('mails a six-digit code in the caller’s language to the outbox', async () => {
    const email = uniqueEmail();
    const { body } = await send(email, 'register', 'en');
    expect(body.code).toBe(ApiCode.ok);
    expect(body.data.resendAfterSeconds).toBe(60);
    const [mail] = await outbox(email);
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail!.code!);
    expect(mail?.subject).toMatch(/verification code/);
    expect(Date.now() - Date.parse(mail!.sentAt)).toBeLessThan(60_000);
    expect(mail?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const zh = uniqueEmail();
    await send(zh, 'register', 'zh');
    expect((await outbox(zh))[0]?.text).toContain('验证码');
  });

  it('refuses a second code for the same address within 60 seconds', async () => {
    const email = uniqueEmail();
    expect((await send(email)).body.code).toBe(ApiCode.ok);
    const again = await send(email, 'register', 'en', '203.0.113.99');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ApiCode.rateLimited);
    expect(again.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(again.body.message).toMatch(/try again in \d+ seconds/);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('caps the codes one address may get per hour at ten', async () => {
    const email = uniqueEmail('hourly');
    for (let i = 0; i < 10; i++) {
      expect((await send(email, 'register', 'zh', randomIp())).body.code).toBe(0);
      // Past the 60-second resend window each time.
      await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    }
    const limited = await send(email, 'register', 'zh', randomIp());
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect(limited.body.data).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect((limited.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
      60,
    );
    expect(await outbox(email)).toHaveLength(10);
  });

  it('refuses an address longer than the 60 characters a login name may have', async () => {
    const email = `${'a'.repeat(49)}@example.com`;
    expect(email).toHaveLength(61);
    for (const purpose of ['register', 'reset']) {
      const { body } = await send(email, purpose);
      expect(body.data).toEqual({ fields: [{ field: 'email', message: 'tooLong' }] });
    }
    const registered = await call(register, '/sys-api/register', { body: registerBody(email, '123456') });
    expect(registered.body.data).toEqual({ fields: [{ field: 'email', message: 'tooLong' }] });
    expect((await send(`${'a'.repeat(48)}@example.com`)).body.code).toBe(0);
  });

  it('caps the codes one client IP may request per hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i++)
      expect((await send(uniqueEmail('ip'), 'register', 'zh', ip)).body.code).toBe(0);
    expect((await send(uniqueEmail('ip'), 'register', 'zh', ip)).body.code).toBe(ApiCode.rateLimited);
  });

  it('answers a registered address exactly like a free one and mails its owner a notice instead of a code', async () => {
    const { email } = await registerAccount();
    // The registration code went to this address a moment ago; let the 60-second resend window pass.
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    const taken = await send(email.toUpperCase(), 'register', 'en');
    const free = await send(uniqueEmail('free'), 'register', 'en');
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(taken.body.code).toBe(ApiCode.ok);
    const notice = (await outbox(email)).at(-1)!;
    expect(notice.code).toBeNull();
    expect(notice.subject).toMatch(/someone tried to register with your address/);
    expect(notice.text).toMatch(/sign in at http:\/\/\S+\/login/);
    expect(notice.text).toMatch(/reset your password at http:\/\/\S+\/reset/);
  });

  it('writes the owner’s notice in the language of the request', async () => {
    const { email } = await registerAccount();
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    await send(email, 'register', 'zh');
    const notice = (await outbox(email)).at(-1)!;
    expect(notice.subject).toContain('有人尝试用您的邮箱注册');
    expect(notice.text).toContain('请直接登录');
  });

  it('limits a registered address like a free one: a second request within the minute is refused', async () => {
    const { email } = await registerAccount();
    const again = await send(email, 'register', 'en', randomIp());
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ApiCode.rateLimited);
  });

  it('answers a reset for an unknown address like any other but sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await send(email, 'reset')).body.code).toBe(ApiCode.ok);
    expect(await outbox(email)).toHaveLength(0);
  });

  it('validates the address and the purpose', async () => {
    const { body } = await call(sendEmailCode, '/sys-api/email/code', {
      body: { email: 'nope', purpose: 'spam' },
    });
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'email', message: 'emailInvalid' },
        { field: 'purpose', message: 'invalid' },
      ]),
    });
  });
});

describe('register', () => {
  it('creates the user and its corporation from the emailed code', async () => {
    const email = uniqueEmail();
    await send(email);
    const { body } = await call<{ user: Record<string, string> }>(register, '/sys-api/register', {
      body: registerBody(email, await lastCodeSentTo(email), { companyName: '  Example Robotics  ' }),
    });
    expect(body.code).toBe(ApiCode.ok);
    expect(body.data.user).toMatchObject({ email, companyName: 'Example Robotics' });
    expect(body.data.user.userId).toBe(body.data.user.id);
    const db = await getDb();
    const [corp] = await db.select().from(corporations).where(eq(corporations.id, body.data.user.corpId!));
    expect(corp?.name).toBe('Example Robotics');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'emailInvalid'],
    ['emailCode', { emailCode: '12345' }, 'codeInvalid'],
    ['password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'passwordLength'],
    ['password', { password: 'Ab1!Ab1!Ab1!Ab1!x', confirmPassword: 'Ab1!Ab1!Ab1!Ab1!x' }, 'passwordLength'],
    ['password', { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' }, 'passwordRule'],
    ['password', { password: 'NoDigitsHere!', confirmPassword: 'NoDigitsHere!' }, 'passwordRule'],
    ['password', { password: 'NoSymbol123', confirmPassword: 'NoSymbol123' }, 'passwordRule'],
    ['confirmPassword', { confirmPassword: 'Other#Pass1' }, 'passwordMismatch'],
    ['companyName', { companyName: '   ' }, 'required'],
  ])('refuses a bad %s (%j)', async (field, overrides, message) => {
    const { body, status } = await call(register, '/sys-api/register', {
      body: registerBody(uniqueEmail(), '123456', overrides),
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({ fields: expect.arrayContaining([{ field, message }]) });
  });

  it('refuses a wrong code, then accepts the right one once', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await lastCodeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(register, '/sys-api/register', { body: registerBody(email, wrong) })).body.code).toBe(
      ApiCode.codeInvalid,
    );
    expect((await call(register, '/sys-api/register', { body: registerBody(email, code) })).body.code).toBe(
      0,
    );
    const reused = await call(register, '/sys-api/register', { body: registerBody(email, code) });
    expect(reused.body.code).toBe(ApiCode.codeInvalid);
  });

  it('tells nobody without the code that an address is taken: a wrong code reads as at a free address', async () => {
    const { email } = await registerAccount();
    const taken = await call(register, '/sys-api/register', { body: registerBody(email, '123456') });
    const free = await call(register, '/sys-api/register', { body: registerBody(uniqueEmail(), '123456') });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(taken.body.code).toBe(ApiCode.codeInvalid);
  });

  it('refuses a code once it has been used, even for another attempt at the same address', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await lastCodeSentTo(email);
    const db = await getDb();
    await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCodes.target, email));
    expect((await call(register, '/sys-api/register', { body: registerBody(email, code) })).body.code).toBe(
      ApiCode.codeInvalid,
    );
  });

  it('refuses an expired code (older than 10 minutes)', async () => {
    const email = uniqueEmail();
    await send(email);
    const db = await getDb();
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, email));
    const { body } = await call(register, '/sys-api/register', {
      body: registerBody(email, await lastCodeSentTo(email)),
    });
    expect(body.code).toBe(ApiCode.codeInvalid);
  });

  it('voids a code after five wrong guesses', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await lastCodeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await call(register, '/sys-api/register', { body: registerBody(email, wrong) });
    const { body } = await call(register, '/sys-api/register', { body: registerBody(email, code) });
    expect(body.code).toBe(ApiCode.codeInvalid);
  });
});
