import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { POST as reportWarning } from '@/app/api/common/reportWarning/route';
import { GET as captcha } from '@/app/api/sys-api/captcha/route';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { fitReportText } from '@/components/site/useErrorReports';
import { ApiCode } from '@/lib/contract/codes';
import { call, lastCodeSentTo, uniqueEmail } from '@/tests/integration/support/api';
import {
  GOOD_PASSWORD,
  freshCaptcha,
  loggedInAccount,
  loginWithPassword,
} from '@/tests/integration/support/accounts';
import { POST as login } from '@/app/api/sys-api/login/route';

// PostgreSQL refuses a NUL in text, which answered 500 after the request had got as far as the database. The
// shared field schemas refuse control characters with a validation error before any handler runs.

const refused = (field: string) => ({ fields: [{ field, message: 'invalidCharacters' }] });

async function expectRefused(
  result: Promise<{ status: number; body: { code: unknown; data: unknown } }>,
  field: string,
) {
  const { status, body } = await result;
  expect(status).toBe(400);
  expect(body.code).toBe(ApiCode.validation);
  expect(body.data).toEqual(refused(field));
}

const contactForm = () => ({
  firstName: 'Wei',
  lastName: 'Zhang',
  company: 'Example Bank',
  email: uniqueEmail('partner'),
  phone: '+86 139-1234-5678',
  location: 'Shanghai',
  position: 'Head of digital channels',
  industry: 'Finance',
  product: 'Real-time interaction',
  message: 'We would like a digital human for our branch lobbies.',
});

const application = { contactName: 'Li Lei', phone: '13912345678', message: 'We want to keep using it.' };

describe('control characters in text fields', () => {
  it('are refused in the login name', async () => {
    await expectRefused(
      call(login, '/sys-api/login', {
        body: { username: 'a\u0000@example.com', password: GOOD_PASSWORD, ...(await freshCaptcha()) },
      }),
      'username',
    );
  });

  it.each(Object.keys(contactForm()))('are refused in the contact form’s %s', async (field) => {
    const form = contactForm();
    await expectRefused(
      call(contact, '/common/contact', {
        body: { ...form, [field]: `${form[field as keyof typeof form]}\u0000` },
      }),
      field,
    );
  });

  it('are refused in error reports, while their text keeps its line breaks and tabs', async () => {
    const content = { platform: 'web', uuid: crypto.randomUUID(), timestamp: Date.now(), text: 'TypeError' };
    await expectRefused(
      call(reportWarning, '/common/reportWarning', { body: { content: { ...content, text: 'a\u0000b' } } }),
      'content.text',
    );
    await expectRefused(
      call(reportWarning, '/common/reportWarning', { body: { content: { ...content, uuid: '\u0000' } } }),
      'content.uuid',
    );
    const stack = 'TypeError: x\n\tat f (app.js:1:2)\r\n\tat g (app.js:3:4)';
    const kept = await call(reportWarning, '/common/reportWarning', {
      body: { content: { ...content, text: stack } },
    });
    expect(kept.body.code).toBe(0);
  });

  it('are replaced by the browser’s reporter, so a report carrying one still goes', async () => {
    const text = fitReportText('TypeError: \u0000\u0001 in\n\tat f');
    expect(text).toBe('TypeError: \uFFFD\uFFFD in\n\tat f');
    const content = { platform: 'web', uuid: crypto.randomUUID(), timestamp: Date.now(), text };
    expect((await call(reportWarning, '/common/reportWarning', { body: { content } })).body.code).toBe(0);
  });

  it('are refused in an application to continue after the trial', async () => {
    const { token } = await loggedInAccount();
    for (const field of ['contactName', 'message'] as const)
      await expectRefused(
        call(applyContinuation, '/sys-api/user/trial-continuation', {
          token,
          body: { ...application, [field]: 'a\u0000b' },
        }),
        field,
      );
  });

  it('are refused in a captcha id to refresh', async () => {
    await expectRefused(call(captcha, '/sys-api/captcha', { query: { captchaId: '\u0000' } }), 'captchaId');
  });

  it('refuse other C0 controls and DEL too, and line breaks in single-line fields', async () => {
    for (const bad of ['\u001b[31m', 'a\u007fb', 'line\nbreak', 'tab\there', 'a\u0007'])
      await expectRefused(
        call(contact, '/common/contact', { body: { ...contactForm(), company: bad } }),
        'company',
      );
  });

  it('are not refused where they belong: line breaks and tabs in the contact message', async () => {
    const { body } = await call(contact, '/common/contact', {
      body: {
        ...contactForm(),
        message: 'Hello,\r\n\tplease call us.\n\nThanks',
        company: '  Trimmed Ltd \n',
      },
    });
    expect(body.code).toBe(0);
  });
});

describe('registering with a control character in the company name', () => {
  it('is refused before the email code is used, so the code still works', async () => {
    const email = uniqueEmail('nul');
    expect(
      (await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'register' } })).body.code,
    ).toBe(0);
    const emailCode = await lastCodeSentTo(email);
    const form = { email, emailCode, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    await expectRefused(
      call(register, '/sys-api/register', { body: { ...form, companyName: 'Acme\u0000' } }),
      'companyName',
    );
    const { body } = await call(register, '/sys-api/register', { body: { ...form, companyName: 'Acme' } });
    expect(body.code).toBe(0);
    expect((await loginWithPassword(email, GOOD_PASSWORD)).body.code).toBe(0);
  });
});
