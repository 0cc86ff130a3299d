import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cataloguePaths } from '@/features/catalogue/contract/catalogue';
import { userModelPaths } from '@/features/catalogue/contract/user-models';
import { sessionPaths } from '@/features/sessions/contract';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { FastCreate } from './FastCreate';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const get = vi.mocked(webGet);
const post = vi.mocked(webPost);
const page = <T,>(list: T[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 100 });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path) => {
    if (path === cataloguePaths.characterList) return page([]);
    if (path === userModelPaths.digitalList)
      return page([{ source: 'own', code: 'portrait:p-1', name: { zh: 'Anna', en: 'Anna' } }]);
    if (path === sessionPaths.globalSet) return { languages: ['zh', 'en'], defaultLanguage: 'en' };
    if (path === cataloguePaths.backgroundList)
      return [
        { type: 'builtin', backgroundId: 'b01-office', name: { zh: '办公室', en: 'Office' }, url: null },
      ];
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('quick create', () => {
  it('offers the corporation’s approved portraits and creates a session with the one chosen', async () => {
    post.mockResolvedValue({ conversationId: 's-9' });
    const u = userEvent.setup();
    renderWithProviders(<FastCreate />, { locale: 'en' });
    await u.click(await screen.findByRole('button', { name: 'Anna' }));
    await u.click(await screen.findByRole('button', { name: 'Create the session' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(sessionPaths.createConversation, {
        characterCode: 'portrait:p-1',
        language: 'en',
        backgroundDto: { type: 'builtin', backgroundId: 'b01-office' },
      }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/session/create/success'));
  });
});
