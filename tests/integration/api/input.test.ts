import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { POST as checkCaptcha } from '@/app/api/sys-api/captcha/check/route';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as login } from '@/app/api/sys-api/login/route';
import { POST as smsLogin } from '@/app/api/sys-api/login/sms/route';
import { POST as resetPassword } from '@/app/api/sys-api/password/reset/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { POST as sendSms } from '@/app/api/sys-api/sms/send/route';
import { ApiCode } from '@/lib/contract/codes';
import { ORIGIN, call, randomIp } from '@/tests/integration/support/api';

const POST_ENDPOINTS = [
  ['/sys-api/login', login],
  ['/sys-api/login/sms', smsLogin],
  ['/sys-api/sms/send', sendSms],
  ['/sys-api/email/code', sendEmailCode],
  ['/sys-api/register', register],
  ['/sys-api/password/reset', resetPassword],
  ['/sys-api/captcha/check', checkCaptcha],
  ['/common/contact', contact],
] as const;

describe.each(POST_ENDPOINTS)('POST %s with bad input', (path, handler) => {
  it('answers malformed JSON with 40001, never a 500', async () => {
    const { status, body } = await call(handler, path, { body: '{"email": "a@b.c",' });
    expect(status).toBe(400);
    expect(body.code).toBe(ApiCode.badJson);
  });

  it('answers wrong types with 40000 and the fields', async () => {
    const { body } = await call(handler, path, {
      body: { username: 1, password: [], email: 42, mobile: {}, captchaId: 7, firstName: false },
    });
    expect(body.code).toBe(ApiCode.validation);
    expect((body.data as { fields: unknown[] }).fields.length).toBeGreaterThan(0);
  });

  it('answers a body that is not an object with 40000', async () => {
    for (const raw of ['[1,2]', '"text"', '42', 'null']) {
      const { body } = await call(handler, path, { body: raw });
      expect(body.code).toBe(ApiCode.validation);
    }
  });
});

describe('envelope', () => {
  it('carries a request id, no-store and no stack trace', async () => {
    const { headers, body } = await call(login, '/sys-api/login', { body: '{oops' });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('translates messages by lang', async () => {
    expect((await call(login, '/sys-api/login', { body: '{', query: { lang: 'en' } })).body.message).toBe(
      'The request body is not valid JSON.',
    );
    expect((await call(login, '/sys-api/login', { body: '{' })).body.message).toBe('请求体不是有效的 JSON');
  });

  it('refuses bodies over the size cap before parsing', async () => {
    const { body } = await call(contact, '/common/contact', { body: { message: 'x'.repeat(20_000) } });
    expect(body.code).toBe(ApiCode.validation);
  });

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(1022)}",`);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(new TextEncoder().encode('{"message":['));
        else if (pulled > 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${ORIGIN}/api/common/contact?lang=en`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await contact(request);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(ApiCode.validation);
    expect(body.message).toBe('The request is too large.');
    // The cap is 16 KiB: reading stopped after about 16 chunks of 1 KiB, not at the 1 MiB sent.
    expect(pulled).toBeLessThan(40);
  });

  it('answers a body that is not UTF-8 with 40001', async () => {
    const request = new Request(`${ORIGIN}/api/sys-api/login`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(((await (await login(request)).json()) as { code: number }).code).toBe(ApiCode.badJson);
  });
});
