import { describe, expect, it } from 'vitest';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as resetPassword } from '@/app/api/sys-api/password/reset/route';
import { GET as userInfo } from '@/app/api/sys-api/user/info/route';
import { ApiCode } from '@/lib/contract/codes';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { call, lastCodeSentTo, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount, loginWithPassword } from '@/tests/integration/support/accounts';

const NEW_PASSWORD = 'Fresh@Pass2';

describe('reset password by email code', () => {
  it('sets the new password, ends open logins and uses the code once', async () => {
    const { email, password, token } = await loggedInAccount();
    // The registration code went to this address a moment ago; let the 60-second resend window pass.
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    expect(
      (await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'reset' } })).body.code,
    ).toBe(0);
    const emailCode = await lastCodeSentTo(email);
    const body = { email, emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await call(resetPassword, '/sys-api/password/reset', { body })).body.code).toBe(0);
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(ApiCode.loginExpired);
    expect((await loginWithPassword(email, password)).body.code).toBe(ApiCode.badCredentials);
    expect((await loginWithPassword(email, NEW_PASSWORD)).body.code).toBe(0);
    const again = await call(resetPassword, '/sys-api/password/reset', {
      body: { ...body, password: 'Third#Pass3', confirmPassword: 'Third#Pass3' },
    });
    expect(again.body.code).toBe(ApiCode.codeInvalid);
  });

  it('lets the owner reset after a stranger spent 14+ wrong guesses on the address: a new code starts afresh', async () => {
    const { email } = await loggedInAccount();
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    const owner = randomIp();
    const attacker = randomIp();
    // The stranger asks for a reset code (it goes to the owner's mailbox) and guesses at it from another network.
    expect(
      (await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'reset' }, ip: attacker }))
        .body.code,
    ).toBe(0);
    const mailed = await lastCodeSentTo(email);
    const wrong = mailed === '000000' ? '111111' : '000000';
    const guess = { email, emailCode: wrong, password: 'Evil@Pass9', confirmPassword: 'Evil@Pass9' };
    const answers = [];
    for (let i = 0; i < 16; i++)
      answers.push(
        (await call(resetPassword, '/sys-api/password/reset', { body: guess, ip: attacker })).body.code,
      );
    expect(answers.slice(0, 15).every((code) => code === ApiCode.codeInvalid)).toBe(true);
    expect(answers.at(-1)).toBe(ApiCode.rateLimited);
    // The code the stranger guessed at is burnt; the owner asks for a new one at once and it works.
    const again = await call(sendEmailCode, '/sys-api/email/code', {
      body: { email, purpose: 'reset' },
      ip: owner,
    });
    expect(again.body.code).toBe(0);
    const emailCode = await lastCodeSentTo(email);
    const body = { email, emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await call(resetPassword, '/sys-api/password/reset', { body, ip: owner })).body.code).toBe(0);
    expect((await loginWithPassword(email, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('does not accept a registration code for a reset', async () => {
    const { email } = await loggedInAccount();
    // Only a code sent for the reset purpose resets: the registration code (used) or a guess does not.
    const { body } = await call(resetPassword, '/sys-api/password/reset', {
      body: { email, emailCode: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(body.code).toBe(ApiCode.codeInvalid);
  });

  it.each([
    ['email', { email: '' }, 'required'],
    ['email', { email: 'bad@' }, 'emailInvalid'],
    ['emailCode', { emailCode: '' }, 'required'],
    ['confirmPassword', { confirmPassword: 'Other@Pass2' }, 'passwordMismatch'],
    ['password', { password: 'weakpassword', confirmPassword: 'weakpassword' }, 'passwordRule'],
  ])('validates %s (%j)', async (field, overrides, message) => {
    const body = {
      email: 'a@example.com',
      emailCode: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const res = await call(resetPassword, '/sys-api/password/reset', {
      body: { ...body, ...overrides },
      query: { lang: 'en' },
    });
    expect(res.body.code).toBe(ApiCode.validation);
    expect(res.body.message).toBe('Some fields are not valid. Please check and retry.');
    expect(res.body.data).toEqual({ fields: expect.arrayContaining([{ field, message }]) });
  });
});
