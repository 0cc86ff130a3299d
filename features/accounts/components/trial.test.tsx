import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { TrialCard } from '@/features/accounts/components/TrialCard';
import type { UserLimits } from '@/features/accounts/contract';
import { renderWithProviders } from '@/tests/support/render';
import { ok, server, setUpApiServer, user } from './api-server';

setUpApiServer();

const trial: UserLimits = {
  trial: true,
  trialEnded: false,
  trialDaysRemaining: 12,
  trialEndsAt: '2026-12-04T08:00:00.000Z',
  maxTrialSessions: 2,
  maxDigitalHumans: 10,
  sessionCount: 1,
  digitalHumanCount: 0,
  continuationPending: false,
  continuationAnswer: null,
};
const ended: UserLimits = { ...trial, trialEnded: true, trialDaysRemaining: 0 };

function renderCard(limits: UserLimits, locale: 'zh' | 'en' = 'zh') {
  return renderWithProviders(
    <SignedInAccount user={user} initialLimits={limits}>
      <TrialCard />
    </SignedInAccount>,
    { locale },
  );
}

describe('trial state on the console home', () => {
  it.each([
    ['zh', '试用剩余 12 天'],
    ['en', '12 days of trial left'],
  ] as const)('shows the days remaining and the trial session cap (%s)', (locale, days) => {
    renderCard(trial, locale);
    expect(screen.getByTestId('trial-state')).toHaveTextContent(days);
    expect(screen.getByText(locale === 'zh' ? '1 / 2' : '1 of 2')).toBeInTheDocument();
  });

  it('fetches the limits on entering when none are kept yet', async () => {
    server.use(http.get('*/api/sys-api/user/limits', () => ok({ ...trial, trialDaysRemaining: 3 })));
    renderWithProviders(
      <SignedInAccount user={user}>
        <TrialCard />
      </SignedInAccount>,
      { locale: 'en' },
    );
    expect(await screen.findByText('3 days of trial left')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('userLimits') ?? '{}')).toMatchObject({ trialDaysRemaining: 3 });
  });

  it('lets a customer apply to continue in the middle of the trial and shows it pending', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/sys-api/user/trial-continuation', async ({ request }) => {
        sent = await request.json();
        return ok(null);
      }),
      http.get('*/api/sys-api/user/limits', () => ok({ ...trial, continuationPending: true })),
    );
    renderCard({ ...trial, sessionCount: 2 }, 'en');
    expect(screen.queryByLabelText(/^Contact name/)).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Apply to continue' }));
    await u.type(screen.getByLabelText(/^Contact name/), 'Wang Lin');
    await u.type(screen.getByLabelText(/^Mobile number/), '13800138000');
    await u.type(screen.getByLabelText(/^What do you plan to use/), 'A greeter in our branches');
    await u.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(sent).toMatchObject({ contactName: 'Wang Lin', phone: '13800138000' });
    expect(screen.getByTestId('trial-state')).toHaveTextContent('12 days of trial left');
  });

  it("shows the operators' answer: a rejection's reason, an approval's new trial end", () => {
    renderCard(
      {
        ...trial,
        continuationAnswer: {
          status: 'rejected',
          decidedAt: '2026-01-02T00:00:00.000Z',
          rejectReason: 'Tell us more about your project.',
          approvedUntil: null,
        },
      },
      'en',
    );
    expect(screen.getByTestId('continuation-answer')).toHaveTextContent('Tell us more about your project.');
    expect(screen.getByRole('button', { name: 'Apply to continue' })).toBeInTheDocument();
  });

  it('opens the application at once when a limit message led here (#apply-to-continue)', () => {
    window.location.hash = '#apply-to-continue';
    try {
      renderCard({ ...trial, sessionCount: 2 }, 'zh');
      expect(screen.getByLabelText(/^联系人/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '提交申请' })).toBeInTheDocument();
    } finally {
      window.location.hash = '';
    }
  });

  it('asks for an application once the trial ended, checks it, sends it and shows it pending', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/sys-api/user/trial-continuation', async ({ request }) => {
        sent = await request.json();
        return ok(null);
      }),
      http.get('*/api/sys-api/user/limits', () => ok({ ...ended, continuationPending: true })),
    );
    renderCard(ended, 'zh');
    expect(screen.getByTestId('trial-state')).toHaveTextContent('试用已结束');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^联系人/), '王琳');
    await u.type(screen.getByLabelText(/^手机号码/), '12345');
    await u.type(screen.getByLabelText(/^您计划如何使用本平台/), '银行网点的迎宾数字人');
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入有效的手机号码')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await u.clear(screen.getByLabelText(/^手机号码/));
    await u.type(screen.getByLabelText(/^手机号码/), '13800138000');
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请审核中')).toBeInTheDocument();
    expect(sent).toMatchObject({ contactName: '王琳', phone: '13800138000' });
  });
});
