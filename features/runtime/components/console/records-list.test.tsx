import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimePaths } from '@/features/runtime/contract';
import { webGet, webGetBlob } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { RecordsList } from './RecordsList';
import { record, turn } from './test-data';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const get = vi.mocked(webGet);
const getBlob = vi.mocked(webGetBlob);

beforeEach(() => {
  get.mockReset();
  getBlob.mockReset();
  get.mockImplementation(async (_path, query) => {
    const pageIndex = (query as { pageIndex: number }).pageIndex;
    const list =
      pageIndex === 1
        ? [
            record(
              'newest',
              [
                turn(1, {
                  question: '',
                  answer: 'Hello, I am Mia.',
                  source: 'script',
                  timings: { firstEventMs: null, firstAudioMs: null, modelFirstTokenMs: null },
                }),
                turn(2, {
                  question: 'When do you open?',
                  answer: 'Nine to six.',
                  source: 'document',
                  interrupted: true,
                  sources: [{ fileId: 'd1', fileName: 'hours.pdf' }],
                  timings: { firstEventMs: 40, firstAudioMs: 310, modelFirstTokenMs: 220 },
                }),
              ],
              { endTime: null, endReason: null },
            ),
          ]
        : [record('older', [turn(1, { question: 'Older question?' })])];
    return { list, total: 11, pageIndex, pageSize: 10 };
  });
});

describe('the conversation records', () => {
  it('shows each chat with its turns: question, answer, source, interruption, documents and timings', async () => {
    renderWithProviders(<RecordsList conversationId="s1" />, { locale: 'en' });
    const second = await screen.findByRole('listitem', { name: 'Turn 2' });
    expect(get).toHaveBeenCalledWith(runtimePaths.records, {
      conversationId: 's1',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(within(second).getByText('When do you open?')).toBeInTheDocument();
    expect(within(second).getByText('Nine to six.')).toBeInTheDocument();
    expect(within(second).getByText('document')).toBeInTheDocument();
    expect(within(second).getByText('interrupted')).toBeInTheDocument();
    expect(within(second).getByText('Documents: hours.pdf')).toBeInTheDocument();
    expect(
      within(second).getByText('first event 40 ms · first audio 310 ms · model first token 220 ms'),
    ).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Turn 1' });
    expect(within(first).getByText('(said by the digital human)')).toBeInTheDocument();
    expect(screen.getByText('11 conversations')).toBeInTheDocument();
    expect(screen.getByText('in progress')).toBeInTheDocument();
  });

  it('pages to older chats', async () => {
    renderWithProviders(<RecordsList conversationId="s1" />, { locale: 'zh' });
    await screen.findByText('When do you open?');
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Older question?')).toBeInTheDocument();
    expect(screen.queryByText('When do you open?')).not.toBeInTheDocument();
    expect(screen.getByText('访客结束', { exact: false })).toBeInTheDocument();
  });

  it('downloads the export in the chosen format, and says so when it fails', async () => {
    const createUrl = vi.fn(() => 'blob:records');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    getBlob.mockResolvedValueOnce(new Blob(['a,b']));
    renderWithProviders(<RecordsList conversationId="s1" />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(getBlob).toHaveBeenCalledWith(runtimePaths.exportRecords, {
        conversationId: 's1',
        format: 'csv',
        // The file's times are written in the viewer's zone.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    getBlob.mockRejectedValueOnce(new Error('down'));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
    expect(getBlob).toHaveBeenLastCalledWith(runtimePaths.exportRecords, {
      conversationId: 's1',
      format: 'json',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when the session has no conversation yet', async () => {
    get.mockResolvedValue({ list: [], total: 0, pageIndex: 1, pageSize: 10 });
    renderWithProviders(<RecordsList conversationId="s1" />, { locale: 'zh' });
    expect(await screen.findByText('该会话还没有对话。')).toBeInTheDocument();
  });
});

describe('the record times (issue 19 §1.11)', () => {
  it("are shown in the viewer's time zone, not the server's UTC+8", async () => {
    // A viewer in New York: 08:00 UTC is 04:00 there (EDT in May), 16:00 in Shanghai.
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'America/New_York' };
    });
    try {
      renderWithProviders(<RecordsList conversationId="s1" />, { locale: 'en' });
      await screen.findByRole('listitem', { name: 'Turn 2' });
      expect(screen.getAllByText(/4:00:00\sAM/).length).toBeGreaterThan(0);
      expect(screen.queryByText(/4:00:00\sPM/)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
