import { describe, expect, it } from 'vitest';
import { POST as smsLogin } from '@/app/api/sys-api/login/sms/route';
import { POST as sendSms } from '@/app/api/sys-api/sms/send/route';
import type { LoginResponse } from '@/lib/contract/accounts';
import { ApiCode } from '@/lib/contract/codes';
import { DEMO_ACCOUNT, prepareServer } from '@/lib/server/startup';
import { call, lastCodeSentTo, outbox } from '../support/api';
import { freshCaptcha } from '../support/accounts';

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

  it('says when no account uses the number', async () => {
    const { body } = await call(sendSms, '/sys-api/sms/send', {
      body: { mobile: '13700000000', ...(await freshCaptcha()) },
    });
    expect(body.code).toBe(ApiCode.notFound);
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
