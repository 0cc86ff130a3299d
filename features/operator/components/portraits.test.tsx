import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PortraitsView } from '@/features/operator/components/PortraitsView';
import type { PortraitQueueRow } from '@/features/portraits-review/contract';
import { renderWithProviders } from '@/tests/support/render';
import { ok, pageOf, recordPosts, server, setUpOperatorApi } from './operator-api';

setUpOperatorApi();
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

const inReview: PortraitQueueRow = {
  id: 'um1',
  name: 'Lobby host Mei',
  status: 'review',
  corpId: 'c1',
  corpName: 'Acme Bank',
  createdBy: 'u1',
  createdByEmail: 'lin@acme.test',
  hasPhoto: true,
  consent: {
    personName: 'Chen Mei',
    typedName: 'Chen Mei',
    termsVersion: '2026-11',
    acceptedAt: '2026-11-20T00:00:00.000Z',
    recordedBy: 'u1',
  },
  createdAt: '2026-11-20T00:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  rejectReason: null,
};

function answerQueue(rows: PortraitQueueRow[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/operator/portraits', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok(pageOf(rows));
    }),
  );
  return asked;
}

describe('portrait review', () => {
  it('lists the portraits in review first, and shows one with its photo and the recorded consent', async () => {
    const asked = answerQueue([inReview]);
    renderWithProviders(<PortraitsView />, { locale: 'en' });
    expect(await screen.findByText('Lobby host Mei')).toBeInTheDocument();
    expect(asked[0]?.get('status')).toBe('review');
    await userEvent.click(screen.getByRole('button', { name: 'Review the portrait Lobby host Mei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portrait: Lobby host Mei' });
    expect(within(dialog).getByTestId('portrait-photo')).toHaveAttribute(
      'src',
      '/api/operator/portraits/photo?id=um1',
    );
    expect(within(dialog).getByTestId('portrait-consent')).toHaveTextContent(
      'Chen Mei (signed as Chen Mei), accepted terms version 2026-11',
    );
  });

  it('rejects only with a reason, and says the maker was told', async () => {
    answerQueue([inReview]);
    const sent = recordPosts('/operator/portraits/reject', { id: 'um1', status: 'rejected' });
    renderWithProviders(<PortraitsView />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Review the portrait Lobby host Mei' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the customer a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The eyes are closed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('portrait-done')).toHaveTextContent(
      '“Lobby host Mei” rejected; its maker has been told.',
    );
    expect(sent).toEqual([{ id: 'um1', reason: 'The eyes are closed.' }]);
  });

  it('cannot approve a portrait without a recorded consent; in Chinese too', async () => {
    answerQueue([{ ...inReview, consent: null }]);
    renderWithProviders(<PortraitsView />, { locale: 'zh' });
    await userEvent.click(await screen.findByRole('button', { name: '审核肖像 Lobby host Mei' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('没有授权记录：不能通过。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '通过' })).toBeDisabled();
  });
});
