import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PortraitsView } from '@/features/operator/components/portraits/PortraitsView';
import type { PortraitQueueRow } from '@/features/portraits-review/contract';
import { renderWithProviders } from '@/tests/support/render';
import { ok, pageOf, recordPosts, server, setUpOperatorApi } from '../operator-api';

setUpOperatorApi();
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

const inReview: PortraitQueueRow = {
  id: 'um1',
  name: 'Lin as host',
  status: 'review',
  corpId: 'c1',
  corpName: 'Acme Robotics',
  createdBy: 'u1',
  createdByEmail: 'lin@acme.test',
  hasPhoto: true,
  consent: {
    personName: 'Wang Lin',
    typedName: 'Wang Lin',
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
  it('shows the portraits in review with their photo and consent record', async () => {
    const asked = answerQueue([inReview]);
    renderWithProviders(<PortraitsView />, { locale: 'en' });
    expect(await screen.findByText('Lin as host')).toBeInTheDocument();
    expect(asked[0]?.get('status')).toBe('review');
    expect(screen.getByRole('img', { name: 'Photo of Lin as host' })).toHaveAttribute(
      'src',
      '/api/operator/portraits/photo?id=um1',
    );
    expect(screen.getByText(/Wang Lin consented as “Wang Lin” \(terms 2026-11\)/)).toBeInTheDocument();
  });

  it('rejects only with a reason and sends it', async () => {
    answerQueue([inReview]);
    const sent = recordPosts('/operator/portraits/reject', { id: 'um1', status: 'rejected' });
    renderWithProviders(<PortraitsView />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Lin as host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this portrait' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox'), 'The photo is blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'um1', reason: 'The photo is blurred' }]));
    expect(await screen.findByTestId('portrait-decided')).toHaveTextContent('Lin as host is rejected');
  });

  it('approves', async () => {
    answerQueue([inReview]);
    const sent = recordPosts('/operator/portraits/approve', { id: 'um1', status: 'ready' });
    renderWithProviders(<PortraitsView />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Lin as host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this portrait?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'um1' }]));
    expect(await screen.findByTestId('portrait-decided')).toHaveTextContent('Lin as host is approved');
  });
});
