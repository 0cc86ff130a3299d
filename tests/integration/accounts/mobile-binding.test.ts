import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as smsLogin } from '@/app/api/sys-api/login/sms/route';
import { POST as sendSms } from '@/app/api/sys-api/sms/send/route';
import { GET as userInfo } from '@/app/api/sys-api/user/info/route';
import { POST as bindMobile } from '@/app/api/sys-api/user/mobile/route';
import { POST as sendBindCode } from '@/app/api/sys-api/user/mobile/code/route';
import type { CodeSentResponse, LoginResponse, UserInfo } from '@/features/accounts/contract';
import { mobileBindLimits } from '@/features/accounts/server/mobile-binding';
import { verificationCodes } from '@/features/accounts/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { call, lastCodeSentTo, outbox, randomIp } from '@/tests/integration/support/api';
import { freshCaptcha, loggedInAccount } from '@/tests/integration/support/accounts';

const newNumber = () => `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Another code to the same number may be asked for at once, without the minute's wait. */
const skipResendWait = async (mobile: string) =>
  (await limiter(mobileBindLimits.perNumberMinute)).delete(mobile);

const askCode = (token: string, mobile: string, ip = randomIp()) =>
  call<CodeSentResponse>(sendBindCode, '/sys-api/user/mobile/code', { token, body: { mobile }, ip });

const bind = (token: string, mobile: string, smsCode: string, ip = randomIp()) =>
  call<UserInfo>(bindMobile, '/sys-api/user/mobile', { token, body: { mobile, smsCode }, ip });

/** Asks for a code to `mobile` and binds it, reading the code off the phone (the outbox). */
async function bindNumber(token: string, mobile: string) {
  expect((await askCode(token, mobile)).body.code).toBe(0);
  const { body } = await bind(token, mobile, await lastCodeSentTo(mobile));
  expect(body.code).toBe(0);
  return body.data;
}

async function smsLoginWith(mobile: string) {
  const sent = await call(sendSms, '/sys-api/sms/send', { body: { mobile, ...(await freshCaptcha()) } });
  expect(sent.body.code).toBe(0);
  return call<LoginResponse>(smsLogin, '/sys-api/login/sms', {
    body: { mobile, smsCode: await lastCodeSentTo(mobile) },
  });
}

describe('binding a mobile number', () => {
  it('texts a code to the number and binds it when the code is right', async () => {
    const { token, user } = await loggedInAccount();
    const mobile = newNumber();
    const sent = await askCode(token, `+86${mobile}`);
    expect(sent.body).toMatchObject({ code: 0, data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const [text] = await outbox(mobile);
    expect(text?.text).toContain('绑定');
    expect(text?.text).toContain(text?.code);

    const { body } = await bind(token, mobile, text!.code!);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ userId: user.userId, mobile });
    const info = await call<UserInfo>(userInfo, '/sys-api/user/info', { token });
    expect(info.body.data.mobile).toBe(mobile);
  });

  it('lets the user log in by SMS with the number afterwards', async () => {
    const { token, user } = await loggedInAccount();
    const mobile = newNumber();
    await bindNumber(token, mobile);
    const { body } = await smsLoginWith(mobile);
    expect(body.code).toBe(0);
    expect(body.data.user).toMatchObject({ userId: user.userId, mobile });
  });

  it('refuses a wrong code, an expired one, and one sent to another number', async () => {
    const { token } = await loggedInAccount();
    const mobile = newNumber();
    await askCode(token, mobile);
    const code = await lastCodeSentTo(mobile);
    const wrong = await bind(token, mobile, wrongFor(code));
    expect(wrong.body.code).toBe(ApiCode.codeInvalid);
    expect(wrong.body.data).toEqual({ fields: [{ field: 'smsCode', message: 'codeInvalid' }] });
    expect((await bind(token, newNumber(), code)).body.code).toBe(ApiCode.codeInvalid);

    const db = await getDb();
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, mobile));
    expect((await bind(token, mobile, code)).body.code).toBe(ApiCode.codeInvalid);
    expect((await call<UserInfo>(userInfo, '/sys-api/user/info', { token })).body.data.mobile).toBeNull();
  });

  it('uses a code once, and only for the account that asked for it', async () => {
    const asker = await loggedInAccount();
    const other = await loggedInAccount();
    const mobile = newNumber();
    await askCode(asker.token, mobile);
    const code = await lastCodeSentTo(mobile);
    expect((await bind(other.token, mobile, code)).body.code).toBe(ApiCode.codeInvalid);
    expect((await bind(asker.token, mobile, code)).body.code).toBe(0);
    expect((await bind(asker.token, mobile, code)).body.code).toBe(ApiCode.codeInvalid);
  });

  it('voids a code after five wrong guesses', async () => {
    const { token } = await loggedInAccount();
    const mobile = newNumber();
    await askCode(token, mobile);
    const code = await lastCodeSentTo(mobile);
    for (let i = 0; i < 5; i++)
      expect((await bind(token, mobile, wrongFor(code))).body.code).toBe(ApiCode.codeInvalid);
    expect((await bind(token, mobile, code)).body.code).toBe(ApiCode.codeInvalid);
  });

  it('says a number belongs to another account only to whoever holds the phone', async () => {
    const owner = await loggedInAccount();
    const mobile = newNumber();
    await bindNumber(owner.token, mobile);

    const other = await loggedInAccount();
    await skipResendWait(mobile);
    // Asking for a code tells nothing: it is answered as for any number.
    const sent = await askCode(other.token, mobile);
    expect(sent.body.code).toBe(0);
    const taken = await call<UserInfo>(bindMobile, '/sys-api/user/mobile', {
      token: other.token,
      body: { mobile, smsCode: await lastCodeSentTo(mobile) },
      query: { lang: 'en' },
    });
    expect(taken.body).toMatchObject({
      code: ApiCode.conflict,
      message: 'This mobile number belongs to another account.',
      data: { fields: [{ field: 'mobile', message: 'mobileTaken' }] },
    });
    expect(
      (await call<UserInfo>(userInfo, '/sys-api/user/info', { token: other.token })).body.data.mobile,
    ).toBe(null);
    expect(
      (await call<UserInfo>(userInfo, '/sys-api/user/info', { token: owner.token })).body.data.mobile,
    ).toBe(mobile);
  });

  it('answers plainly when the number is already the user’s own', async () => {
    const { token } = await loggedInAccount();
    const mobile = newNumber();
    await bindNumber(token, mobile);
    const again = await askCode(token, `86${mobile}`);
    expect(again.body).toMatchObject({
      code: ApiCode.conflict,
      data: { fields: [{ field: 'mobile', message: 'mobileUnchanged' }] },
    });
  });

  it('changes the number with a code sent to the new one; the old one is free again', async () => {
    const { token, user } = await loggedInAccount();
    const first = newNumber();
    const second = newNumber();
    await bindNumber(token, first);
    const textsToFirst = (await outbox(first)).length;

    expect((await askCode(token, second)).body.code).toBe(0);
    expect(await outbox(first)).toHaveLength(textsToFirst);
    const changed = await bind(token, second, await lastCodeSentTo(second));
    expect(changed.body.data.mobile).toBe(second);

    expect((await smsLoginWith(second)).body.data.user.userId).toBe(user.userId);
    // No text goes to the old number any more; a guess there fails like a wrong code.
    const before = (await outbox(first)).length;
    await call(sendSms, '/sys-api/sms/send', { body: { mobile: first, ...(await freshCaptcha()) } });
    expect(await outbox(first)).toHaveLength(before);
    const guess = await call(smsLogin, '/sys-api/login/sms', { body: { mobile: first, smsCode: '123456' } });
    expect(guess.body.code).toBe(ApiCode.codeInvalid);

    const next = await loggedInAccount();
    await skipResendWait(first);
    expect((await bindNumber(next.token, first)).mobile).toBe(first);
  });
});

describe('who may bind', () => {
  it('refuses a caller who is not logged in', async () => {
    const mobile = newNumber();
    const code = await call(sendBindCode, '/sys-api/user/mobile/code', { body: { mobile } });
    expect(code.status).toBe(401);
    expect(code.body.code).toBe(ApiCode.unauthenticated);
    expect(await outbox(mobile)).toEqual([]);
    const bound = await call(bindMobile, '/sys-api/user/mobile', { body: { mobile, smsCode: '123456' } });
    expect(bound.status).toBe(401);
    expect(bound.body.code).toBe(ApiCode.unauthenticated);
  });

  it('refuses another user’s or corporation’s ids', async () => {
    const me = await loggedInAccount();
    const other = await loggedInAccount();
    const mobile = newNumber();
    for (const foreign of [{ userId: other.user.userId }, { corpId: other.user.corpId }]) {
      const code = await call(sendBindCode, '/sys-api/user/mobile/code', {
        token: me.token,
        body: { mobile, ...foreign },
      });
      expect(code.body.code).toBe(ApiCode.forbidden);
      const bound = await call(bindMobile, '/sys-api/user/mobile', {
        token: me.token,
        body: { mobile, smsCode: '123456', ...foreign },
      });
      expect(bound.body.code).toBe(ApiCode.forbidden);
    }
    expect(await outbox(mobile)).toEqual([]);
    const own = await call(sendBindCode, '/sys-api/user/mobile/code', {
      token: me.token,
      body: { mobile, userId: me.user.userId, corpId: me.user.corpId },
    });
    expect(own.body.code).toBe(0);
    expect(
      (await call<UserInfo>(userInfo, '/sys-api/user/info', { token: other.token })).body.data.mobile,
    ).toBe(null);
  });

  it('validates the number and the code', async () => {
    const { token } = await loggedInAccount();
    const bad = await call(bindMobile, '/sys-api/user/mobile', {
      token,
      body: { mobile: '12345', smsCode: '1' },
    });
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'mobile', message: 'mobileInvalid' },
        { field: 'smsCode', message: 'codeInvalid' },
      ]),
    });
  });
});

describe('limits on binding', () => {
  it('sends one code a minute to a number, whoever asks', async () => {
    const first = await loggedInAccount();
    const second = await loggedInAccount();
    const mobile = newNumber();
    expect((await askCode(first.token, mobile)).body.code).toBe(0);
    const again = await askCode(first.token, mobile);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ApiCode.rateLimited);
    expect((await askCode(second.token, mobile)).body.code).toBe(ApiCode.rateLimited);
    expect(await outbox(mobile)).toHaveLength(1);
  });

  it('lets one account ask for five codes an hour', async () => {
    const { token } = await loggedInAccount();
    for (let i = 0; i < 5; i++) expect((await askCode(token, newNumber())).body.code).toBe(0);
    const mobile = newNumber();
    const limited = await askCode(token, mobile);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect(limited.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await outbox(mobile)).toEqual([]);
  });

  it('limits the guesses from one IP at one number across codes', async () => {
    const { token } = await loggedInAccount();
    const mobile = newNumber();
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      expect((await askCode(token, mobile)).body.code).toBe(0);
      const code = await lastCodeSentTo(mobile);
      for (let i = 0; i < 5; i++)
        expect((await bind(token, mobile, wrongFor(code), ip)).body.code).toBe(ApiCode.codeInvalid);
      await skipResendWait(mobile);
    }
    const limited = await bind(token, mobile, '123456', ip);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect(limited.body.message).toContain('验证码尝试次数过多');
  });
});
