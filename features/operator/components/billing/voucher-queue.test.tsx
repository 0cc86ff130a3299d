import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrderDetailView } from '@/features/operator/components/billing/OrderDetailView';
import { VoucherQueueView } from '@/features/operator/components/billing/VoucherQueueView';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import { ok, recordPosts, server, setUpOperatorApi } from '../operator-api';
import { reviewingOrder } from './fixtures.test-data';

setUpOperatorApi();
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// A row of the queue: the order without the detail's history and bank account.
const row = Object.fromEntries(
  Object.entries(reviewingOrder).filter(([key]) => key !== 'history' && key !== 'bankAccount'),
) as Omit<typeof reviewingOrder, 'history' | 'bankAccount'>;
const older = { ...row, orderId: 'o0', orderNo: 'DH202611250007', companyName: 'Beta Foods' };

function answerQueue(rows: (typeof row)[], total = rows.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/operator/billing/vouchers', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok({ list: rows, total, pageIndex: 1, pageSize: 20, counts: {} });
    }),
  );
  return asked;
}

function answerOrder(order = reviewingOrder) {
  server.use(http.get('*/api/operator/billing/orders/detail', () => ok(order)));
}

describe('the voucher queue', () => {
  it('lists the orders in review as the server orders them (oldest first), with how many wait', async () => {
    const asked = answerQueue([older, row], 2);
    renderWithProviders(<VoucherQueueView />, { locale: 'en' });
    expect(await screen.findByTestId('voucher-count')).toHaveTextContent(
      '2 vouchers are waiting for review.',
    );
    const rows = screen.getAllByTestId('voucher-row');
    expect(rows.map((tr) => within(tr).getAllByRole('link')[0]?.textContent)).toEqual([
      'DH202611250007',
      'DH202611270001',
    ]);
    expect(within(rows[1]!).getByText('¥1,798.20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review order DH202611270001' })).toHaveAttribute(
      'href',
      '/operator/billing/orders/detail?orderId=o1',
    );
    expect(asked[0]?.get('pageIndex')).toBe('1');
  });

  it('says in Chinese when nothing waits', async () => {
    answerQueue([]);
    renderWithProviders(<VoucherQueueView />, { locale: 'zh' });
    expect(await screen.findByTestId('voucher-count')).toHaveTextContent('暂无待审核凭证。');
  });
});

describe('deciding a voucher', () => {
  it('shows the order, its image voucher and its history', async () => {
    answerOrder();
    renderWithProviders(<OrderDetailView orderId="o1" canReview />, { locale: 'en' });
    expect(await screen.findByTestId('order-payable')).toHaveTextContent('¥1,798.20');
    expect(screen.getByRole('img', { name: 'Payment voucher receipt.png' })).toHaveAttribute(
      'src',
      '/api/operator/billing/orders/voucher?orderId=o1',
    );
    expect(screen.getByText('Pending payment → In review')).toBeInTheDocument();
    expect(screen.getByText('10 concurrent conversations for 30 days')).toBeInTheDocument();
  });

  it('opens a PDF voucher in a new tab', async () => {
    answerOrder({
      ...reviewingOrder,
      voucher: { ...reviewingOrder.voucher!, fileName: 'slip.pdf', contentType: 'application/pdf' },
    });
    renderWithProviders(<OrderDetailView orderId="o1" canReview />, { locale: 'en' });
    const link = await screen.findByTestId('voucher-pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/api/operator/billing/orders/voucher?orderId=o1');
  });

  it('rejects only with a note, sends it, and says the customer was told', async () => {
    answerOrder();
    const sent = recordPosts('/operator/billing/orders/reject', { ...reviewingOrder, status: 'rejected' });
    renderWithProviders(<OrderDetailView orderId="o1" canReview />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the voucher of order DH202611270001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Write a note.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Why the voucher/), 'The amount does not match.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('decision-done')).toHaveTextContent(
      'Order DH202611270001 rejected: the customer was told why.',
    );
    expect(sent).toEqual([{ orderId: 'o1', note: 'The amount does not match.' }]);
  });

  it('says so when another reviewer decided first', async () => {
    answerOrder();
    server.use(
      http.post('*/api/operator/billing/orders/approve', () =>
        HttpResponse.json({ code: ApiCode.orderNotPayable, message: 'Not payable', data: null }),
      ),
    );
    renderWithProviders(<OrderDetailView orderId="o1" canReview />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve order DH202611270001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else decided this order first.',
    );
  });

  it('offers no decision to an operator who may only read', async () => {
    answerOrder();
    renderWithProviders(<OrderDetailView orderId="o1" canReview={false} />, { locale: 'en' });
    expect(await screen.findByText('Your role can see this order but not decide it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('offers no decision once the order is decided', async () => {
    answerOrder({ ...reviewingOrder, status: 'completed' });
    renderWithProviders(<OrderDetailView orderId="o1" canReview />, { locale: 'zh' });
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).toBeNull());
  });
});
