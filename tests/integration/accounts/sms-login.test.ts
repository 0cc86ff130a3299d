import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as smsLogin } from '@/app/api/sys-api/login/sms/route';
import { POST as sendSms } from '@/app/api/sys-api/sms/send/route';
import type { LoginResponse } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { accountTrial } from '@/app/_compose/plans-ports';
import { createAccount } from '@/features/accounts/server/register';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { getDb } from '@/lib/server/db/client';
import { verificationCodes } from '@/features/accounts/server/tables';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { DEMO_ACCOUNT } from '@/features/accounts/server/startup';
import { prepareServer } from '@/server-startup';
import {
  call,
  lastCodeSentTo,
  outbox,
  randomIp,
  uniqueEmail,
  type CallResult,
} from '@/tests/integration/support/api';
import { freshCaptcha } from '@/tests/integration/support/accounts';

// The demo account is the one with a mobile number: registration is by email.
await prepareServer();
const mobile = DEMO_ACCOUNT.mobile;

describe('SMS login', () => {
  it('sends a code (captcha first) and logs in with it once', async () => {
    const sent = await call(sendSms, '/sys-api/sms/send', {
      body: { mobile: `+86${mobile}`, ...(await freshCaptcha()) },
    });
    expect(sent.body.code).toBe(0);
    const smsCode = await lastCodeSentTo(mobile);
    expect((await outbox(mobile)).at(-1)?.text).toContain(smsCode);
    const { body } = await call<LoginResponse>(smsLogin, '/sys-api/login/sms', { body: { mobile, smsCode } });
    expect(body.code).toBe(0);
    expect(body.data.token).toBeTruthy();
    expect(body.data.user.mobile).toBe(mobile);
    const reused = await call(smsLogin, '/sys-api/login/sms', { body: { mobile, smsCode } });
    expect(reused.body.code).toBe(ApiCode.codeInvalid);
  });

  it('needs a right captcha to send', async () => {
    const { captchaId } = await freshCaptcha();
    const { body } = await call(sendSms, '/sys-api/sms/send', {
      body: { mobile, captchaId, captchaCode: 'zzzz' },
    });
    expect(body.code).toBe(ApiCode.captchaInvalid);
  });

  it('refuses a second code within 60 seconds', async () => {
    const { body } = await call(sendSms, '/sys-api/sms/send', {
      body: { mobile, ...(await freshCaptcha()) },
    });
    expect(body.code).toBe(ApiCode.rateLimited);
  });

  it('refuses a wrong code and validates the number', async () => {
    expect(
      (await call(smsLogin, '/sys-api/login/sms', { body: { mobile, smsCode: '000000' } })).body.code,
    ).toBe(ApiCode.codeInvalid);
    const bad = await call(smsLogin, '/sys-api/login/sms', { body: { mobile: '12345', smsCode: '1' } });
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'mobile', message: 'mobileInvalid' },
        { field: 'smsCode', message: 'codeInvalid' },
      ]),
    });
  });
});

/** An account with a mobile number of its own, so that limits counted per number start from zero. */
async function accountWithMobile() {
  const number = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  await createAccount(
    await getDb(),
    {
      email: uniqueEmail('mobile'),
      password: 'Strong#Pass1',
      companyName: 'Mobile Ltd',
      mobile: number,
    },
    accountTrial,
  );
  return number;
}

async function sendCodeTo(number: string) {
  const sent = await call(sendSms, '/sys-api/sms/send', {
    body: { mobile: number, ...(await freshCaptcha()) },
  });
  expect(sent.body.code).toBe(0);
  return lastCodeSentTo(number);
}

const loginWith = (number: string, smsCode: string, ip = randomIp()) =>
  call<LoginResponse>(smsLogin, '/sys-api/login/sms', { body: { mobile: number, smsCode }, ip });

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('SMS codes', () => {
  it('refuses a captcha that was used for another code', async () => {
    const captcha = await freshCaptcha();
    expect(
      (await call(sendSms, '/sys-api/sms/send', { body: { mobile: await accountWithMobile(), ...captcha } }))
        .body.code,
    ).toBe(0);
    const reused = await call(sendSms, '/sys-api/sms/send', {
      body: { mobile: await accountWithMobile(), ...captcha },
    });
    expect(reused.body.code).toBe(ApiCode.captchaInvalid);
  });

  it('expires a code after five minutes', async () => {
    const number = await accountWithMobile();
    const code = await sendCodeTo(number);
    const db = await getDb();
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, number));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, number));
    expect((await loginWith(number, code)).body.code).toBe(ApiCode.codeInvalid);
  });

  it('voids a code after five wrong guesses', async () => {
    const number = await accountWithMobile();
    const code = await sendCodeTo(number);
    for (let i = 0; i < 5; i++)
      expect((await loginWith(number, wrongFor(code))).body.code).toBe(ApiCode.codeInvalid);
    expect((await loginWith(number, code)).body.code).toBe(ApiCode.codeInvalid);
  });

  it('caps the codes one client IP may request per hour', async () => {
    const ip = randomIp();
    // Answers for numbers without an account count too.
    for (let i = 0; i < 30; i++) {
      const { body } = await call(sendSms, '/sys-api/sms/send', {
        ip,
        body: { mobile: `1370000${String(i).padStart(4, '0')}`, ...(await freshCaptcha()) },
      });
      expect(body.code).toBe(0);
    }
    const limited = await call(sendSms, '/sys-api/sms/send', {
      ip,
      body: { mobile: await accountWithMobile(), ...(await freshCaptcha()) },
    });
    expect(limited.body.code).toBe(ApiCode.rateLimited);
  });
});

describe('SMS login throttling', () => {
  it('locks one IP out of the number after five wrong codes', async () => {
    const number = await accountWithMobile();
    const code = await sendCodeTo(number);
    const ip = randomIp();
    for (let i = 0; i < 4; i++)
      expect((await loginWith(number, wrongFor(code), ip)).body.code).toBe(ApiCode.codeInvalid);
    // The fifth failure, with the number written another way, is still the same account.
    expect((await loginWith(`+86${number}`, wrongFor(code), ip)).body.code).toBe(ApiCode.codeInvalid);
    const locked = await loginWith(number, code, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ApiCode.loginLocked);
  });

  it('does not lock the owner out when guessers on many IPs spent 15 wrong codes on the number', async () => {
    const number = await accountWithMobile();
    for (let round = 0; round < 3; round++) {
      const code = await sendCodeTo(number);
      await (await limiter(codeSendLimits('sms').perAddressMinute)).delete(number);
      for (let i = 0; i < 5; i++)
        expect((await loginWith(number, wrongFor(code))).body.code).toBe(ApiCode.codeInvalid);
    }
    // Every code the guessers saw is burnt; the owner asks for a new one at once and logs in with it.
    const code = await sendCodeTo(number);
    expect((await loginWith(number, code)).body.code).toBe(0);
  });
});

describe('numbers without an account', () => {
  const unknownNumber = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  /** What a caller can see of an answer: the request id aside, nothing may differ. */
  const visible = ({ status, body, setCookies }: CallResult<unknown>) => ({
    status,
    body,
    cookies: [...setCookies.keys()],
  });
  const askLoginCode = async (mobile: string, ip: string) =>
    visible(await call(sendSms, '/sys-api/sms/send', { ip, body: { mobile, ...(await freshCaptcha()) } }));

  it('get the same answer to a code request as numbers with one, and no text', async () => {
    const known = await accountWithMobile();
    const unknown = unknownNumber();
    const ip = randomIp();
    const first = await askLoginCode(known, ip);
    expect(first).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await askLoginCode(unknown, ip)).toEqual(first);
    expect(await outbox(known)).toHaveLength(1);
    expect(await outbox(unknown)).toEqual([]);

    const again = await askLoginCode(known, ip);
    expect(again).toMatchObject({ status: 429, body: { code: ApiCode.rateLimited } });
    expect(await askLoginCode(unknown, ip)).toEqual(again);

    const en = async (mobile: string) =>
      visible(
        await call(sendSms, '/sys-api/sms/send', {
          query: { lang: 'en' },
          body: { mobile, ...(await freshCaptcha()) },
        }),
      );
    expect(await en(unknownNumber())).toEqual(await en(await accountWithMobile()));
  });

  it('fail to log in the way a wrong code does', async () => {
    const known = await accountWithMobile();
    const unknown = unknownNumber();
    const code = await sendCodeTo(known);
    expect((await askLoginCode(unknown, randomIp())).body.code).toBe(0);
    const wrong = visible(await loginWith(known, wrongFor(code)));
    expect(wrong.body.code).toBe(ApiCode.codeInvalid);
    expect(visible(await loginWith(unknown, code))).toEqual(wrong);
    expect(visible(await loginWith(unknownNumber(), code))).toEqual(wrong);
  });
});
