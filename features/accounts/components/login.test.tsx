import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/accounts/components/LoginForm';
import { ApiCode } from '@/lib/contract/codes';
import type { Device } from '@/lib/routing/device';
import { renderWithProviders } from '@/tests/support/render';
import { fail, ok, server, setUpApiServer, user } from './api-server';

const goAfterLogin = vi.fn();
vi.mock('@/features/accounts/components/useAfterLogin', () => ({
  goAfterLogin: (device: Device) => goAfterLogin(device),
}));

setUpApiServer();

const passwordForm = (name: RegExp) => screen.getByRole('form', { name });

async function fillPasswordForm(
  form: HTMLElement,
  values: { email: string; password: string; captcha: string },
) {
  const u = userEvent.setup();
  const scope = within(form);
  if (values.email) await u.type(scope.getByRole('textbox', { name: /email|邮箱/i }), values.email);
  if (values.password) await u.type(scope.getByLabelText(/^(password|密码)/i), values.password);
  if (values.captcha)
    await u.type(scope.getByRole('textbox', { name: /image code|图形验证码/i }), values.captcha);
  await u.click(scope.getByRole('button', { name: /^(log in|登录)$/i }));
}

describe('login with email and password', () => {
  it.each([
    ['zh', /邮箱密码登录/, '此项为必填项'],
    ['en', /email and password/i, 'This field is required'],
  ] as const)('asks for every field when submitted empty (%s)', async (locale, name, required) => {
    renderWithProviders(<LoginForm device="desktop" />, { locale });
    await fillPasswordForm(passwordForm(name), { email: '', password: '', captcha: '' });
    expect(await within(passwordForm(name)).findAllByText(required)).toHaveLength(3);
  });

  it.each([
    ['zh', /邮箱密码登录/, 'Ab1!', '密码长度须为 8-16 位'],
    ['en', /email and password/i, 'Ab1!', 'The password must be 8–16 characters long'],
    ['zh', /邮箱密码登录/, 'abcdefgh1', '密码须包含大写字母、小写字母、数字和符号'],
    [
      'en',
      /email and password/i,
      'Abcdefgh1',
      'The password must contain an upper-case letter, a lower-case letter, a digit and a symbol',
    ],
  ] as const)('checks the password rule (%s, %s)', async (locale, name, password, message) => {
    renderWithProviders(<LoginForm device="desktop" />, { locale });
    await fillPasswordForm(passwordForm(name), { email: 'ada@example.com', password, captcha: 'abcd' });
    expect(await within(passwordForm(name)).findByText(message)).toBeInTheDocument();
  });

  it('shows a wrong captcha on its field, fetches a new image and keeps what was typed', async () => {
    let captchas = 0;
    server.use(
      http.get('*/api/sys-api/captcha', () => {
        captchas += 1;
        return ok({
          captchaId: `c${captchas}`,
          image: 'data:image/svg+xml,%3Csvg%2F%3E',
          expiresInSeconds: 300,
        });
      }),
      http.post('*/api/sys-api/login', () =>
        fail(ApiCode.captchaInvalid, 'wrong', [{ field: 'captchaCode', message: 'captchaInvalid' }]),
      ),
    );
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'en' });
    const form = passwordForm(/email and password/i);
    await waitFor(() => expect(captchas).toBe(1));
    await fillPasswordForm(form, { email: 'ada@example.com', password: 'Secret#2026', captcha: 'zzzz' });
    expect(await within(form).findByText('The image code is incorrect')).toBeInTheDocument();
    await waitFor(() => expect(captchas).toBe(2));
    expect(within(form).getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
    expect(within(form).getByLabelText(/^password/i)).toHaveValue('Secret#2026');
    expect(goAfterLogin).not.toHaveBeenCalled();
  });

  it('shows the server message when the credentials are wrong', async () => {
    server.use(http.post('*/api/sys-api/login', () => fail(ApiCode.badCredentials, '账号或密码错误')));
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'zh' });
    const form = passwordForm(/邮箱密码登录/);
    await fillPasswordForm(form, { email: 'ada@example.com', password: 'Secret#2026', captcha: 'abcd' });
    const alert = await within(form).findByRole('alert');
    // The message says what went wrong; a generic heading such as "Could not continue" would only blur it.
    expect(alert).toHaveTextContent(/^账号或密码错误$/);
  });

  it('stores the user (never a token) and moves on after a successful login', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/sys-api/login', async ({ request }) => {
        sent = await request.json();
        return ok({ user });
      }),
    );
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'en' });
    await fillPasswordForm(passwordForm(/email and password/i), {
      email: 'ada@example.com',
      password: 'Secret#2026',
      captcha: 'abcd',
    });
    await waitFor(() => expect(goAfterLogin).toHaveBeenCalledWith('desktop'));
    expect(sent).toMatchObject({ username: 'ada@example.com', password: 'Secret#2026', captchaCode: 'abcd' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({
      userId: 'u1',
      corpId: 'c1',
      email: 'ada@example.com',
      companyName: 'Example Ltd',
    });
    expect(localStorage.getItem('userInfo')).not.toMatch(/token/i);
  });
});

describe('login with mobile and SMS code', () => {
  async function openSmsTab() {
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: /mobile and sms|手机验证码登录/i }));
    return { u, form: screen.getByRole('form', { name: /mobile and sms|手机验证码登录/i }) };
  }

  it.each([
    ['zh', '请输入有效的手机号码', '验证码不正确'],
    ['en', 'Enter a valid mobile number', 'The verification code is incorrect'],
  ] as const)('checks the mobile number and the code format (%s)', async (locale, mobileMsg, codeMsg) => {
    renderWithProviders(<LoginForm device="desktop" />, { locale });
    const { u, form } = await openSmsTab();
    const scope = within(form);
    await u.type(scope.getByRole('textbox', { name: /mobile number|手机号码/i }), '12345');
    await u.type(scope.getByRole('textbox', { name: /sms code|短信验证码/i }), '12a');
    await u.click(scope.getByRole('button', { name: /^(log in|登录)$/i }));
    expect(await scope.findByText(mobileMsg)).toBeInTheDocument();
    expect(scope.getByText(codeMsg)).toBeInTheDocument();
  });

  it('sends the SMS with the image code and counts down before another', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/sys-api/sms/send', async ({ request }) => {
        sent = await request.json();
        return ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      }),
    );
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'en' });
    const { u, form } = await openSmsTab();
    const scope = within(form);
    await u.type(scope.getByRole('textbox', { name: /mobile number/i }), '13800138000');
    await u.type(scope.getByRole('textbox', { name: /image code/i }), 'abcd');
    await u.click(scope.getByRole('button', { name: 'Send code' }));
    const waiting = await scope.findByRole('button', { name: /resend in (59|60) s/i });
    expect(waiting).toBeDisabled();
    expect(sent).toMatchObject({ mobile: '13800138000', captchaCode: 'abcd' });
  });

  it('does not send an SMS without an image code', async () => {
    renderWithProviders(<LoginForm device="desktop" />, { locale: 'zh' });
    const { u, form } = await openSmsTab();
    const scope = within(form);
    await u.type(scope.getByRole('textbox', { name: /手机号码/ }), '13800138000');
    await u.click(scope.getByRole('button', { name: '获取验证码' }));
    expect(await scope.findByText('此项为必填项')).toBeInTheDocument();
    expect(scope.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
