import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/lib/contract/paging';
import { cataloguePaths } from '@/features/catalogue/contract/catalogue';
import { userModelPaths } from '@/features/catalogue/contract/user-models';
import { sessionPaths, type SessionSummary } from '@/features/sessions/contract';
import { SessionCards } from '@/features/sessions/components/list/SessionCards';
import { ApiError } from '@/lib/api-client/api-error';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { theme } from '@/components/site/theme';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const t = catalogues.zh.SessionsList;
const get = vi.mocked(webGet);
const post = vi.mocked(webPost);
const shown = vi.mocked(notifications.show);

const session = (over: Partial<SessionSummary> = {}): SessionSummary => ({
  conversationId: 's-1',
  conversationName: '银行大堂助手',
  pictureUrl: '/api/conversation-api/robot/image?conversationId=s-1&revision=1&width=480',
  language: 'zh',
  status: 'published',
  shareCode: 'abcDEF1234',
  sample: false,
  proportion: '16:9',
  characterCode: 'c01',
  background: { type: 'builtin', backgroundId: 'office', url: null },
  humanX: 100,
  humanY: 100,
  humanWidth: 540,
  humanHeight: 960,
  videoWidth: 1920,
  videoHeight: 1080,
  updatedAt: new Date(Date.now() - 5 * 60_000 - 1000).toISOString(),
  ...over,
});

const noCharacters: Page<never> = { list: [], total: 0, pageIndex: 1, pageSize: 100000 };

function setUp(sessions: SessionSummary[] = [session()]) {
  const u = userEvent.setup();
  // Mantine's test mode: no transitions, and menus shown although jsdom lays nothing out.
  renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <SessionCards sessions={sessions} />
    </MantineProvider>,
  );
  const card = (name = '银行大堂助手') => screen.getByRole('article', { name });
  const menu = async (item: string, name = '银行大堂助手') => {
    await u.click(within(card(name)).getByRole('button', { name: t.actionsFor.replace('{name}', name) }));
    await u.click(await screen.findByRole('menuitem', { name: item }));
    // The menu closes before it can open again.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  };
  return { u, card, menu };
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  shown.mockReset();
  get.mockImplementation(async (path) => {
    if (path === cataloguePaths.characterList) return noCharacters;
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('session cards', () => {
  it('show a portrait session with its photo framed on the face under the AI mark, asking for portraits only then', async () => {
    get.mockImplementation(async (path, payload) => {
      if (path === cataloguePaths.characterList) return noCharacters;
      if (path === userModelPaths.digitalList) {
        expect(payload).toMatchObject({ source: 'own' });
        const framing = { width: 600, height: 800, faceX: 300, faceY: 300 };
        const own = { source: 'own', code: 'portrait:p-1', name: { zh: '林', en: '林' }, framing };
        return { list: [own], total: 1, pageIndex: 1, pageSize: 100 };
      }
      throw new Error(`unexpected GET ${path}`);
    });
    const { card } = setUp([
      session(),
      session({ conversationId: 's-2', conversationName: '林的助手', characterCode: 'portrait:p-1' }),
    ]);
    const photo = await waitFor(() => {
      const img = card('林的助手').querySelector('img[data-portrait-photo]');
      expect(img).not.toBeNull();
      return img as HTMLImageElement;
    });
    expect(photo.getAttribute('src')).toBe('/api/management/portrait/photo?id=p-1');
    // 16:9 at 1920 wide: the photo is 1920×2560, raised so the face (960 down) sits at the middle (540).
    expect(photo.style.top).toBe(`${(-420 / 1080) * 100}%`);
    expect(within(card('林的助手')).getByRole('note', { name: t.aiMark })).toBeInTheDocument();
    expect(card().querySelector('img[data-portrait-photo]')).toBeNull();
    expect(within(card()).queryByRole('note')).not.toBeInTheDocument();
  });

  it('show the name, language, state and relative time, with preview (new tab) and edit links', () => {
    const { card } = setUp([
      session(),
      session({
        conversationId: 's-2',
        conversationName: 'Tour guide',
        language: 'en',
        status: 'offline',
        sample: true,
        updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
    ]);
    const first = card();
    expect(within(first).getByText('中文')).toBeInTheDocument();
    expect(within(first).getByText(t.status.published)).toBeInTheDocument();
    expect(within(first).getByText('更新于 5分钟前')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: t.preview })).toHaveAttribute('href', '/preview/s-1');
    expect(within(first).getByRole('link', { name: t.preview })).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: t.edit })).toHaveAttribute(
      'href',
      '/session/edit?conversationId=s-1',
    );
    const second = card('Tour guide');
    expect(within(second).getByText('英文')).toBeInTheDocument();
    expect(within(second).getByText(t.status.offline)).toBeInTheDocument();
    expect(within(second).getByText(t.sample)).toBeInTheDocument();
    expect(within(second).getByText(/^更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('copy the session, and show the server’s limit message when it refuses', async () => {
    get.mockImplementation(async (path, payload) => {
      if (path === cataloguePaths.characterList) return noCharacters;
      if (path === sessionPaths.copy) {
        expect(payload).toEqual({ conversationId: 's-1' });
        return { ...session(), conversationName: '银行大堂助手（副本）' };
      }
      throw new Error(`unexpected GET ${path}`);
    });
    const { menu } = setUp();
    await menu(t.copy);
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: '已复制为“银行大堂助手（副本）”' }),
      ),
    );

    get.mockImplementation(async (path) => {
      if (path === sessionPaths.copy) throw new ApiError('code', '试用用户最多创建 2 个会话', 42206);
      return noCharacters;
    });
    await menu(t.copy);
    await waitFor(() =>
      expect(shown).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: t.copyFailed, message: '试用用户最多创建 2 个会话', color: 'red' }),
      ),
    );
  });

  it('leads from the trial’s session limit to the application to continue', async () => {
    get.mockImplementation(async (path) => {
      if (path === sessionPaths.copy)
        throw new ApiError('code', '试用账号最多可创建 2 个会话，请申请继续使用后再创建', 42206, {
          limit: 'trialSessions',
          max: 2,
        });
      return noCharacters;
    });
    const { menu } = setUp();
    await menu(t.copy);
    await waitFor(() =>
      expect(shown).toHaveBeenLastCalledWith(expect.objectContaining({ title: t.copyFailed })),
    );
    const { message } = shown.mock.lastCall![0];
    renderWithProviders(<div data-testid="toast">{message}</div>);
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('试用账号最多可创建 2 个会话');
    expect(within(toast).getByRole('link', { name: t.applyToContinue })).toHaveAttribute(
      'href',
      '/dashboard#apply-to-continue',
    );
  });

  it('rename through a form checked by the contract, keeping the dialog open on an empty name', async () => {
    post.mockImplementation(async (path, payload) => {
      expect(path).toBe(sessionPaths.rename);
      return { ...session(), ...(payload as object) };
    });
    const { u, menu } = setUp();
    await menu(t.rename);
    const dialog = await screen.findByRole('dialog', { name: t.renameTitle });
    const input = within(dialog).getByRole('textbox', { name: t.nameLabel });
    expect(input).toHaveValue('银行大堂助手');
    await u.clear(input);
    await u.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(catalogues.zh.Validation.required)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await u.type(input, '  新名字 ');
    await u.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(sessionPaths.rename, {
        conversationId: 's-1',
        conversationName: '新名字',
      }),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '已重命名为“新名字”' })),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.renameTitle })).not.toBeInTheDocument(),
    );
  });

  it('delete only after the confirmation', async () => {
    post.mockResolvedValue(null);
    const { u, menu } = setUp();
    await menu(t.delete);
    let dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(dialog).toHaveTextContent('确定删除会话“银行大堂助手”吗？');
    await u.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.deleteTitle })).not.toBeInTheDocument(),
    );
    expect(post).not.toHaveBeenCalled();

    await menu(t.delete);
    dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    await u.click(within(dialog).getByRole('button', { name: t.deleteButton }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(sessionPaths.remove, { conversationId: 's-1' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '已删除会话“银行大堂助手”' })),
    );
  });

  it('take a published session offline only after the confirmation, and publish an offline one again at once', async () => {
    post.mockImplementation(async (_path, payload) => ({ ...session(), ...(payload as object) }));
    const { u, menu } = setUp([
      session(),
      session({ conversationId: 's-2', conversationName: '下线的', status: 'offline' }),
    ]);
    await menu(t.takeOffline);
    let dialog = await screen.findByRole('dialog', { name: t.offlineTitle });
    expect(dialog).toHaveTextContent(
      '确定下线“银行大堂助手”吗？下线后分享链接、二维码和使用它的应用将无法打开对话',
    );
    await u.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.offlineTitle })).not.toBeInTheDocument(),
    );
    expect(post).not.toHaveBeenCalled();

    await menu(t.takeOffline);
    dialog = await screen.findByRole('dialog', { name: t.offlineTitle });
    await u.click(within(dialog).getByRole('button', { name: t.offlineButton }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(sessionPaths.setStatus, { conversationId: 's-1', status: 'offline' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.offlineTitle })).not.toBeInTheDocument(),
    );
    await menu(t.publish, '下线的');
    expect(screen.queryByRole('dialog', { name: t.offlineTitle })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(sessionPaths.setStatus, {
        conversationId: 's-2',
        status: 'published',
      }),
    );
  }, 15_000); // two rounds of menu and dialog: longer than one action on a busy machine

  it('share the full link with a copy button, its QR code and the preview link', async () => {
    get.mockImplementation(async (path) => {
      if (path === sessionPaths.shareUrl)
        return {
          shareCode: 'abcDEF1234',
          sharePath: '/p/abcDEF1234',
          previewPath: '/preview/s-1',
          userPreviewPath: '/userPreview/s-1',
        };
      return noCharacters;
    });
    const { u, card } = setUp();
    await u.click(within(card()).getByRole('button', { name: t.share }));
    const dialog = await screen.findByRole('dialog', { name: '分享“银行大堂助手”' });
    const url = `${window.location.origin}/p/abcDEF1234`;
    expect(await within(dialog).findByRole('textbox', { name: t.shareLink })).toHaveValue(url);
    expect(within(dialog).getByRole('button', { name: t.copyLink })).toBeInTheDocument();
    const qr = await within(dialog).findByRole('img', { name: t.qrAlt });
    expect(qr).toHaveAttribute('data-share-qr', url);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole('link', { name: t.openPreview })).toHaveAttribute('href', '/preview/s-1');
  });
});
