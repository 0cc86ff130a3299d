import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContinuationsView } from '@/features/operator/components/ContinuationsView';
import type { ContinuationRow } from '@/features/operator/contract';
import { renderWithProviders } from '@/tests/support/render';
import { ok, pageOf, recordPosts, server, setUpOperatorApi } from './operator-api';

setUpOperatorApi();
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

const pending: ContinuationRow = {
  id: 'tc1',
  corpId: 'c1',
  companyName: 'Acme Robotics',
  email: 'lin@acme.test',
  contactName: 'Wang Lin',
  phone: '13800138000',
  message: 'Our pilot went well.',
  status: 'pending',
  trialEndsAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  approvedUntil: null,
};

function answerList(rows: ContinuationRow[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/operator/trial-continuations', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok(pageOf(rows));
    }),
  );
  return asked;
}

describe('trial continuation review', () => {
  it('asks for the pending requests of the first page', async () => {
    const asked = answerList([pending]);
    renderWithProviders(<ContinuationsView canReview />, { locale: 'en' });
    expect(await screen.findByText('Acme Robotics')).toBeInTheDocument();
    expect(asked[0]?.get('status')).toBe('pending');
    expect(asked[0]?.get('pageIndex')).toBe('1');
  });

  it('rejects only with a reason, sends it, and says the customer was told', async () => {
    answerList([pending]);
    const sent = recordPosts('/operator/trial-continuations/reject', { id: 'tc1', status: 'rejected' });
    renderWithProviders(<ContinuationsView canReview />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Acme Robotics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Give the customer a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No budget this year.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('answer-done')).toHaveTextContent(
      'Rejected; the customer has been told.',
    );
    expect(sent).toEqual([{ id: 'tc1', reason: 'No budget this year.' }]);
  });

  it('shows the reason of a rejected request, in Chinese too', async () => {
    answerList([{ ...pending, status: 'rejected', rejectReason: '预算不足' }]);
    renderWithProviders(<ContinuationsView canReview />, { locale: 'zh' });
    expect(await screen.findByText('原因：预算不足')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /拒绝/ })).toBeNull();
  });

  it('offers no answer to an operator who may only read', async () => {
    answerList([pending]);
    renderWithProviders(<ContinuationsView canReview={false} />, { locale: 'en' });
    expect(await screen.findByText('Acme Robotics')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('pages through a long list', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/operator/trial-continuations', ({ request }) => {
        const pageIndex = Number(new URL(request.url).searchParams.get('pageIndex'));
        asked.push(String(pageIndex));
        return ok({ list: [{ ...pending, id: `tc${pageIndex}` }], total: 45, pageIndex, pageSize: 20 });
      }),
    );
    renderWithProviders(<ContinuationsView canReview />, { locale: 'en' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(asked).toContain('3'));
  });
});
