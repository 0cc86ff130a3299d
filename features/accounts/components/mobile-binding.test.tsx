import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AccountCard } from '@/features/accounts/components/AccountCard';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import type { UserLimits } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import { fail, ok, server, setUpApiServer, user } from './api-server';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

setUpApiServer();

const limits: UserLimits = {
  trial: true,
  trialEnded: false,
  trialDaysRemaining: 12,
  trialEndsAt: '2026-12-04T08:00:00.000Z',
  maxTrialSessions: 2,
  maxDigitalHumans: 10,
  sessionCount: 0,
  digitalHumanCount: 0,
  continuationPending: false,
  continuationAnswer: null,
};

function renderCard(locale: 'zh' | 'en', mobile: string | null = null) {
  renderWithProviders(
    <SignedInAccount user={{ ...user, mobile }} initialLimits={limits}>
      <AccountCard />
    </SignedInAccount>,
    { locale },
  );
  return userEvent.setup();
}

describe('binding a mobile number from the account card', () => {
  it('checks the number, texts a code to it, puts a taken number on its field, then saves', async () => {
    const sent: unknown[] = [];
    const bound: unknown[] = [];
    let answer = fail(ApiCode.conflict, 'taken', [{ field: 'mobile', message: 'mobileTaken' }]);
    server.use(
      http.post('*/api/sys-api/user/mobile/code', async ({ request }) => {
        sent.push(await request.json());
        return ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      }),
      http.post('*/api/sys-api/user/mobile', async ({ request }) => {
        bound.push(await request.json());
        return answer.clone();
      }),
    );
    const u = renderCard('en');
    expect(screen.getByTestId('account-mobile')).toHaveTextContent('Not added');
    await u.click(screen.getByRole('button', { name: 'Add mobile number' }));
    const form = within(screen.getByRole('form', { name: 'Add mobile number' }));

    await u.type(form.getByRole('textbox', { name: /^mobile number/i }), '12345');
    await u.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await u.clear(form.getByRole('textbox', { name: /^mobile number/i }));
    await u.type(form.getByRole('textbox', { name: /^mobile number/i }), '13800138000');
    await u.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /resend in (59|60) s/i })).toBeDisabled();
    expect(sent).toMatchObject([{ mobile: '13800138000' }]);

    await u.type(form.getByRole('textbox', { name: /sms code/i }), '123456');
    await u.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This mobile number belongs to another account')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^mobile number/i })).toHaveValue('13800138000');

    answer = ok({ ...user, mobile: '13800138000' });
    await u.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(bound.at(-1)).toMatchObject({ mobile: '13800138000', smsCode: '123456' });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('offers to change a bound number and shows a wrong code on its field (zh)', async () => {
    server.use(
      http.post('*/api/sys-api/user/mobile/code', () =>
        ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      ),
      http.post('*/api/sys-api/user/mobile', () =>
        fail(ApiCode.codeInvalid, '验证码错误或已失效', [{ field: 'smsCode', message: 'codeInvalid' }]),
      ),
    );
    const u = renderCard('zh', '13900001111');
    expect(screen.getByTestId('account-mobile')).toHaveTextContent('13900001111');
    await u.click(screen.getByRole('button', { name: '更换手机号' }));
    const form = within(screen.getByRole('form', { name: '更换手机号' }));
    await u.type(form.getByRole('textbox', { name: /^新手机号码/ }), '13800138000');
    await u.type(form.getByRole('textbox', { name: /短信验证码/ }), '654321');
    await u.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('验证码不正确')).toBeInTheDocument();

    await u.click(form.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换手机号' })).toBeInTheDocument();
  });
});
