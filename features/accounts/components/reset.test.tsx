import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ResetForm } from '@/features/accounts/components/ResetForm';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import { fail, ok, server, setUpApiServer } from './api-server';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

setUpApiServer();

const labels = {
  zh: { email: '邮箱', code: '邮箱验证码', password: '新密码', confirm: '确认密码', submit: '重置密码' },
  en: {
    email: 'Email',
    code: 'Email verification code',
    password: 'New password',
    confirm: 'Confirm password',
    submit: 'Reset password',
  },
};

async function fill(
  locale: 'zh' | 'en',
  values: Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>,
) {
  const u = userEvent.setup();
  const l = labels[locale];
  for (const key of ['email', 'code', 'password', 'confirm'] as const) {
    const value = values[key];
    if (value) await u.type(screen.getByLabelText(new RegExp(`^${l[key]}\\s*\\*?$`)), value);
  }
  await u.click(screen.getByRole('button', { name: l.submit }));
}

const valid = { email: 'ada@example.com', code: '654321', password: 'Newer#2026', confirm: 'Newer#2026' };

describe('reset password form', () => {
  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for every field when submitted empty (%s)', async (locale, required) => {
    renderWithProviders(<ResetForm device="desktop" />, { locale });
    await fill(locale, {});
    expect(await screen.findAllByText(required)).toHaveLength(4);
  });

  it.each([
    ['zh', { email: 'ada.example.com' }, '邮箱格式不正确'],
    ['en', { email: 'ada.example.com' }, 'Invalid email format'],
    ['zh', { code: 'abcdef' }, '验证码不正确'],
    ['en', { password: 'short1!A'.slice(0, 5) }, 'The password must be 8–16 characters long'],
    ['zh', { confirm: 'Newer#2025' }, '两次输入的密码不一致'],
    ['en', { confirm: 'Newer#2025' }, 'The two passwords do not match'],
  ] as const)('rejects bad input (%s, %o)', async (locale, change, message) => {
    renderWithProviders(<ResetForm device="desktop" />, { locale });
    await fill(locale, { ...valid, ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a wrong email code from the server on the code field and keeps the passwords', async () => {
    server.use(
      http.post('*/api/sys-api/password/reset', () =>
        fail(ApiCode.codeInvalid, 'wrong code', [{ field: 'emailCode', message: 'codeInvalid' }]),
      ),
    );
    renderWithProviders(<ResetForm device="desktop" />, { locale: 'zh' });
    await fill('zh', valid);
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    expect(screen.getByLabelText(/^新密码/)).toHaveValue('Newer#2026');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows an unexpected failure as a message for the whole form', async () => {
    server.use(
      http.post('*/api/sys-api/password/reset', () => fail(ApiCode.rateLimited, 'Too many attempts')),
    );
    renderWithProviders(<ResetForm device="desktop" />, { locale: 'en' });
    await fill('en', valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('goes to the login page once the password is changed', async () => {
    server.use(http.post('*/api/sys-api/password/reset', () => ok(null)));
    renderWithProviders(<ResetForm device="desktop" />, { locale: 'en' });
    await fill('en', valid);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/login?reset=1'));
  });
});
