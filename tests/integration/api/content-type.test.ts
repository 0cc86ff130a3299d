import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { POST as reportWarning } from '@/app/api/common/reportWarning/route';
import { POST as checkCaptcha } from '@/app/api/sys-api/captcha/check/route';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as login } from '@/app/api/sys-api/login/route';
import { POST as smsLogin } from '@/app/api/sys-api/login/sms/route';
import { POST as logout } from '@/app/api/sys-api/logout/route';
import { POST as resetPassword } from '@/app/api/sys-api/password/reset/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { POST as sendSms } from '@/app/api/sys-api/sms/send/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { ApiCode } from '@/lib/contract/codes';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

type Handler = (request: Request) => Promise<Response>;

/** A POST with exactly the body and content type given (`call` always sends JSON). */
async function post(handler: Handler, path: string, body: BodyInit | null, contentType?: string, query = '') {
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp() });
  const request = new Request(`${ORIGIN}/api${path}${query}`, { method: 'POST', headers, body });
  // A Request given a string or form body picks a content type itself: set or drop it as the test says.
  if (contentType) request.headers.set('content-type', contentType);
  else request.headers.delete('content-type');
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as { code: number; message: string } };
}

const JSON_ENDPOINTS = [
  ['/sys-api/login', login],
  ['/sys-api/login/sms', smsLogin],
  ['/sys-api/sms/send', sendSms],
  ['/sys-api/email/code', sendEmailCode],
  ['/sys-api/register', register],
  ['/sys-api/password/reset', resetPassword],
  ['/sys-api/captcha/check', checkCaptcha],
  ['/common/contact', contact],
  ['/common/reportWarning', reportWarning],
] as const;

const NOT_JSON = [
  ['a form', 'username=a%40b.c&password=x', 'application/x-www-form-urlencoded'],
  ['a text/plain beacon', '{"username":"a@b.c"}', 'text/plain;charset=UTF-8'],
  [
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    'multipart/form-data; boundary=x',
  ],
  ['JSON without a content type', '{"username":"a@b.c"}', undefined],
] as const;

describe.each(JSON_ENDPOINTS)('POST %s', (path, handler) => {
  it.each(NOT_JSON)('answers %s with 415 and 41500', async (_, body, contentType) => {
    const { status, body: envelope } = await post(handler, path, body, contentType);
    expect(status).toBe(415);
    expect(envelope.code).toBe(ApiCode.unsupportedMediaType);
  });

  it('reads JSON with parameters in its content type', async () => {
    const { status, body } = await post(handler, path, '{}', 'Application/JSON; charset=utf-8');
    expect(status).not.toBe(415);
    expect(body.code).not.toBe(ApiCode.unsupportedMediaType);
  });
});

describe('415 answers', () => {
  it('say what is wanted, in the caller’s language', async () => {
    const zh = await post(login, '/sys-api/login', 'a=1', 'application/x-www-form-urlencoded');
    expect(zh.body.message).toBe('请求体须为 JSON，并带有 Content-Type: application/json');
    const en = await post(login, '/sys-api/login', 'a=1', 'application/x-www-form-urlencoded', '?lang=en');
    expect(en.body.message).toBe('The request body must be JSON, sent with Content-Type: application/json.');
  });

  it('leave an empty body without a content type alone where nothing is asked for', async () => {
    const out = await post(logout, '/sys-api/logout', null);
    expect(out).toMatchObject({ status: 200, body: { code: 0 } });
    // …and where input is asked for, it is simply missing.
    expect((await post(login, '/sys-api/login', null)).body.code).toBe(ApiCode.validation);
  });

  it('take `+json` types', async () => {
    const { token } = await loggedInAccount();
    const request = new Request(`${ORIGIN}/api/sys-api/user/trial-continuation?token=${token}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ contactName: 'Li Lei', phone: '13912345678', message: 'More time, please.' }),
    });
    expect(((await (await applyContinuation(request)).json()) as { code: number }).code).toBe(0);
  });
});
