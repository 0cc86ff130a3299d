import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/accounts/components/LoginForm';
import { RegisterForm } from '@/features/accounts/components/RegisterForm';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import { fail, ok, server, setUpApiServer } from './api-server';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

setUpApiServer();

const labels = {
  zh: {
    email: '邮箱',
    code: '邮箱验证码',
    password: '密码',
    confirm: '确认密码',
    company: '企业名称',
    submit: '注册',
    send: '获取验证码',
  },
  en: {
    email: 'Email',
    code: 'Email verification code',
    password: 'Password',
    confirm: 'Confirm password',
    company: 'Company name',
    submit: 'Register',
    send: 'Send code',
  },
};

type Values = Partial<Record<'email' | 'code' | 'password' | 'confirm' | 'company', string>>;

async function fill(locale: 'zh' | 'en', values: Values, submit = true) {
  const u = userEvent.setup();
  const l = labels[locale];
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
  for (const key of ['email', 'code', 'password', 'confirm', 'company'] as const) {
    const value = values[key];
    if (value) await u.type(field(l[key]), value);
  }
  if (submit) await u.click(screen.getByRole('button', { name: l.submit }));
  return u;
}

const valid = {
  email: 'ada@example.com',
  code: '123456',
  password: 'Secret#2026',
  confirm: 'Secret#2026',
  company: 'Example Ltd',
};

describe('registration form', () => {
  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for every field when submitted empty (%s)', async (locale, required) => {
    renderWithProviders(<RegisterForm device="desktop" />, { locale });
    await fill(locale, {});
    expect(await screen.findAllByText(required)).toHaveLength(5);
  });

  it.each([
    ['zh', { email: 'ada@' }, '邮箱格式不正确'],
    ['en', { email: 'ada@' }, 'Invalid email format'],
    // The email is the login name, which may have 60 characters at most.
    ['en', { email: `${'a'.repeat(49)}@example.com` }, 'This is too long'],
    ['zh', { code: '12345' }, '验证码不正确'],
    ['en', { code: '12345' }, 'The verification code is incorrect'],
    ['zh', { password: 'secret#2026' }, '密码须包含大写字母、小写字母、数字和符号'],
    ['en', { password: 'Secret#2026-is-too-long' }, 'The password must be 8–16 characters long'],
    ['zh', { confirm: 'Secret#2027' }, '两次输入的密码不一致'],
    ['en', { confirm: 'Secret#2027' }, 'The two passwords do not match'],
  ] as const)('rejects bad input (%s, %o)', async (locale, change, message) => {
    renderWithProviders(<RegisterForm device="desktop" />, { locale });
    await fill(locale, { ...valid, ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a taken email beside the field and keeps everything typed', async () => {
    server.use(
      http.post('*/api/sys-api/register', () =>
        fail(ApiCode.conflict, 'taken', [{ field: 'email', message: 'emailTaken' }]),
      ),
    );
    renderWithProviders(<RegisterForm device="desktop" />, { locale: 'en' });
    await fill('en', valid);
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Example Ltd');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret#2026');
    expect(push).not.toHaveBeenCalled();
  });

  it('says after sending that a registered address gets a reminder instead of a code, without telling which', async () => {
    server.use(
      http.post('*/api/sys-api/email/code', () => ok({ resendAfterSeconds: 60, expiresInSeconds: 600 })),
    );
    renderWithProviders(
      <>
        <Notifications />
        <RegisterForm device="desktop" />
      </>,
      { locale: 'en' },
    );
    const u = await fill('en', { email: 'ada@example.com' }, false);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        /If this address already has an account, you will get a reminder instead of a code/,
      ),
    ).toBeInTheDocument();
  });

  it('checks the email before sending a code, then sends it and counts down', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/sys-api/email/code', async ({ request }) => {
        sent = await request.json();
        return ok({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      }),
    );
    renderWithProviders(<RegisterForm device="desktop" />, { locale: 'zh' });
    const u = await fill('zh', { email: 'not-an-email' }, false);
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await u.clear(screen.getByLabelText(/^邮箱\s*\*?$/));
    await u.type(screen.getByLabelText(/^邮箱\s*\*?$/), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /(59|60) 秒后重新发送/ })).toBeDisabled();
    expect(sent).toEqual({ email: 'ada@example.com', purpose: 'register' });
  });

  it('goes to the login page once registered', async () => {
    server.use(http.post('*/api/sys-api/register', () => ok({ user: null })));
    renderWithProviders(<RegisterForm device="desktop" />, { locale: 'en' });
    await fill('en', valid);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/login?registered=1'));
  });

  it('carries the email just registered over to the login form', async () => {
    server.use(http.post('*/api/sys-api/register', () => ok({ user: null })));
    const view = renderWithProviders(<RegisterForm device="desktop" />, { locale: 'en' });
    await fill('en', valid);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/login?registered=1'));
    view.unmount();
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'en' });
    const login = screen.getByRole('form', { name: /email and password/i });
    await vi.waitFor(() =>
      expect(within(login).getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com'),
    );
  });
});

describe('registration form field scope', () => {
  it('uses one form landmark named after the page', () => {
    renderWithProviders(<RegisterForm device="desktop" />, { locale: 'en' });
    expect(
      within(screen.getByRole('form', { name: 'Create an account' })).getAllByRole('textbox'),
    ).toHaveLength(3);
  });
});
