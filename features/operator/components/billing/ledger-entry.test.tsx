import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CorporationBilling } from '@/features/operator/components/billing/CorporationBilling';
import { renderWithProviders } from '@/tests/support/render';
import { ok, pageOf, recordPosts, server, setUpOperatorApi } from '../operator-api';

setUpOperatorApi();
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

const standing = {
  corpId: 'c1',
  balanceFen: -1_250,
  creditLimitFen: 10_000,
  arrears: true,
  arrearsPolicy: 'newConversations',
  discountPercent: 0,
};

function answerAccount() {
  server.use(
    http.get('*/api/operator/billing/accounts/detail', () => ok(standing)),
    http.get('*/api/operator/billing/accounts/ledger', () =>
      ok(
        pageOf([
          {
            id: 'l1',
            kind: 'usage',
            amountFen: -1_250,
            balanceFen: -1_250,
            orderNo: null,
            note: null,
            actor: 'system',
            at: '2026-11-26T02:00:00.000Z',
          },
        ]),
      ),
    ),
  );
}

describe("a corporation's balance in the back office", () => {
  it('shows the arrears and what they stop', async () => {
    answerAccount();
    renderWithProviders(<CorporationBilling corpId="c1" canManage={false} />, { locale: 'en' });
    expect(await screen.findByTestId('billing-balance')).toHaveTextContent('-¥12.50');
    expect(screen.getByText('In arrears')).toBeInTheDocument();
    expect(screen.getByTestId('billing-policy')).toHaveTextContent(
      'New conversations once arrears exceed ¥100.00',
    );
    expect(screen.queryByRole('button', { name: 'Refund or adjust' })).toBeNull();
  });

  it('books a debit typed in yuan as exact negative fen, only with a reason', async () => {
    answerAccount();
    const sent = recordPosts('/operator/billing/accounts/entries', standing);
    renderWithProviders(<CorporationBilling corpId="c1" canManage />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund or adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund or adjust' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Adjustment' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Debit the balance' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '0.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Write a note.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '9');
    expect(within(dialog).getByText('The ledger gets -¥0.29.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Premium voice billed twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await screen.findByRole('button', { name: 'Refund or adjust' });
    expect(sent).toEqual([
      { corpId: 'c1', kind: 'adjustment', amountFen: -29, note: 'Premium voice billed twice.' },
    ]);
  });

  it('refuses an amount with more than two decimals', async () => {
    answerAccount();
    const sent = recordPosts('/operator/billing/accounts/entries', standing);
    renderWithProviders(<CorporationBilling corpId="c1" canManage />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund or adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund or adjust' });
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '1.005');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Goodwill.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText(/at most two decimals/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
