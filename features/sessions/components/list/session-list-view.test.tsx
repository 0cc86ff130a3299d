import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { sessionPaths, type SessionQueryRequest, type SessionSummary } from '@/features/sessions/contract';
import { LIST_PAGE_SIZE, SessionListView } from '@/features/sessions/components/list/SessionListView';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const t = catalogues.en.SessionsList;
const post = vi.mocked(webPost);

const summary = (n: number): SessionSummary => ({
  conversationId: `s-${n}`,
  conversationName: `Session ${n}`,
  pictureUrl: `/api/conversation-api/robot/image?conversationId=s-${n}&revision=1&width=480`,
  language: n % 2 ? 'zh' : 'en',
  status: 'published',
  shareCode: `code${n}`,
  sample: false,
  proportion: '16:9',
  characterCode: 'c01',
  background: { type: 'builtin', backgroundId: 'office', url: null },
  humanX: 0,
  humanY: 0,
  humanWidth: 540,
  humanHeight: 960,
  videoWidth: 1920,
  videoHeight: 1080,
  updatedAt: new Date().toISOString(),
});

/** A server holding `count` sessions, answering the query as the API does. */
function serve(count: number) {
  const all = Array.from({ length: count }, (_, i) => summary(i + 1));
  post.mockImplementation(async (path, payload) => {
    expect(path).toBe(sessionPaths.query);
    const q = payload as SessionQueryRequest & { pageIndex: number; pageSize: number };
    const hits = all.filter(
      (s) =>
        (!q.keyword || s.conversationName.includes(q.keyword)) && (!q.language || s.language === q.language),
    );
    const start = (q.pageIndex - 1) * q.pageSize;
    return {
      list: hits.slice(start, start + q.pageSize),
      total: hits.length,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    };
  });
}

function setUp() {
  renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <SessionListView />
    </MantineProvider>,
    { locale: 'en' },
  );
  return userEvent.setup();
}

beforeEach(() => {
  post.mockReset();
  vi.mocked(webGet).mockResolvedValue({ list: [], total: 0, pageIndex: 1, pageSize: 100000 });
});

// Cards draw their pictures: a slow machine needs more than the default 5 s for a few pages of them.
describe('the session list', { timeout: 30_000 }, () => {
  it('pages through more sessions than one page holds', async () => {
    serve(LIST_PAGE_SIZE + 3);
    const u = setUp();
    expect(await screen.findAllByRole('article')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByText(`${LIST_PAGE_SIZE + 3} sessions`)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(post).toHaveBeenLastCalledWith(sessionPaths.query, expect.objectContaining({ pageIndex: 2 }));
  });

  it('searches by name, starting again at the first page, and says when nothing matches', async () => {
    serve(LIST_PAGE_SIZE + 3);
    const u = setUp();
    await screen.findAllByRole('article');
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await u.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'Session 1');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        sessionPaths.query,
        expect.objectContaining({ keyword: 'Session 1', pageIndex: 1 }),
      ),
    );
    // Session 1 and 10, 11.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await u.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'zzz');
    expect(await screen.findByText(t.noMatch)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIST_PAGE_SIZE));
  });

  it('leads an empty account into the wizard', async () => {
    serve(0);
    setUp();
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: catalogues.en.SessionsWizard.create })).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serve(2);
    post.mockRejectedValueOnce(new Error('down'));
    const u = setUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    await u.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
