import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { GET as getCaptcha } from '@/app/api/sys-api/captcha/route';
import { POST as login } from '@/app/api/sys-api/login/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import type { CaptchaResponse, LoginResponse } from '@/features/accounts/contract';
import { call, captchaAnswer, lastCodeSentTo, uniqueEmail, type CallOptions } from './api';

export const GOOD_PASSWORD = 'Strong#Pass1';

export async function freshCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  const { body } = await call<CaptchaResponse>(getCaptcha, '/sys-api/captcha');
  return { captchaId: body.data.captchaId, captchaCode: await captchaAnswer(body.data.captchaId) };
}

/** Registers through the API, reading the email code from the outbox like a person reads their mail. */
export async function registerAccount(
  options: { email?: string; password?: string; companyName?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const sent = await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'register' } });
  if (sent.body.code !== 0) throw new Error(`email code: ${JSON.stringify(sent.body)}`);
  const emailCode = await lastCodeSentTo(email);
  const companyName = options.companyName ?? 'Acme Test Ltd';
  const { body } = await call<{ user: { userId: string; corpId: string } }>(register, '/sys-api/register', {
    body: { email, emailCode, password, confirmPassword: password, companyName },
  });
  if (body.code !== 0) throw new Error(`register: ${JSON.stringify(body)}`);
  return { email, password, user: body.data.user };
}

export async function loginWithPassword(email: string, password: string, options: CallOptions = {}) {
  return call<LoginResponse>(login, '/sys-api/login', {
    ...options,
    body: { username: email, password, ...(await freshCaptcha()) },
  });
}

/** A registered account and its API token. */
export async function loggedInAccount() {
  const account = await registerAccount();
  const { body } = await loginWithPassword(account.email, account.password);
  if (!body.data.token) throw new Error(`login: ${JSON.stringify(body)}`);
  return { ...account, token: body.data.token };
}
