import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { sessionPaths, type SessionDto } from '@/features/sessions/contract';
import { speechPaths, type VoiceDto } from '@/features/speech/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import { webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { testSession } from '../session-form/test-session';
import { PersonaSettings } from './PersonaSettings';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const post = vi.mocked(webPost);

// What the editor's save reads of a loaded session; the rest of the DTO is the server's.
const session = {
  ...testSession(),
  conversationId: 's-1',
  revision: 3,
  status: 'offline',
  sample: false,
} as unknown as SessionDto;

function renderSettings(locale: 'zh' | 'en') {
  renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <PersonaSettings session={session} />
    </MantineProvider>,
    { locale },
  );
  return userEvent.setup();
}

const voice = (ttsId: string, engine: VoiceDto['engine'], en: string, languages: VoiceDto['languages']) =>
  ({
    ttsId,
    engine,
    speaker: ttsId,
    name: { zh: en, en },
    languages,
    gender: 'female',
    sampleText: {},
    fallbackTtsId: null,
  }) satisfies VoiceDto;

const VOICES = [
  voice('espeak-en-f', 'espeak', 'Ava', ['en']),
  voice('openai:nova', 'openai', 'Nova', ['zh', 'en']),
  voice('espeak:cmn-f3', 'espeak', 'Lin', ['zh']),
];

/** Every other POST answers `answer`; the voices' list answers the voices. */
function answerPosts(answer: () => Promise<unknown>) {
  post.mockImplementation((path) =>
    path === speechPaths.ttsDictionary ? Promise.resolve(VOICES) : answer(),
  );
}

beforeEach(() => {
  post.mockReset();
  answerPosts(() => Promise.resolve(null));
});

describe('persona settings on a phone', { timeout: 30_000 }, () => {
  it('saves the name and prologue through the editor’s save with its revision, and publishes', async () => {
    const user = renderSettings('en');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Lobby guide');
    const prologue = screen.getByRole('textbox', { name: /^Prologue/ });
    await user.clear(prologue);
    await user.type(prologue, 'Welcome to the lobby.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        sessionPaths.update,
        expect.objectContaining({
          conversationId: 's-1',
          revision: 3,
          conversationName: 'Lobby guide',
          scriptDtoList: expect.arrayContaining([
            { scriptType: 'prologue', scriptContent: 'Welcome to the lobby.' },
          ]),
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(sessionPaths.setStatus, {
        conversationId: 's-1',
        status: 'published',
      }),
    );
    expect(screen.getByRole('link', { name: 'editor on a computer' })).toHaveAttribute(
      'href',
      '/session/edit?conversationId=s-1',
    );
  });

  it('refuses an emoji name and says when someone saved meanwhile, in Chinese', async () => {
    const user = renderSettings('zh');
    const name = screen.getByRole('textbox', { name: /^名称/ });
    await user.type(name, '😀');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('textbox', { name: /^名称/ })).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalledWith(sessionPaths.update, expect.anything());
    answerPosts(() => Promise.reject(new ApiError('code', '', ApiCode.conflict, null, 409)));
    await user.clear(name);
    await user.type(name, '大堂向导');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/其他人已在此期间保存了该数字人/)).toBeInTheDocument();
  });

  it('offers the voices of the session’s language with their engine, and saves the one chosen', async () => {
    const user = renderSettings('en');
    const select = screen.getByRole('combobox', { name: /^Voice/ });
    await waitFor(() => expect(select).toBeEnabled());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ava · built-in', 'Nova · cloud (premium)']);
    expect(select).toHaveValue('espeak-en-f');
    await user.selectOptions(select, 'openai:nova');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        sessionPaths.update,
        expect.objectContaining({ detailDto: expect.objectContaining({ ttsId: 'openai:nova' }) }),
      ),
    );
  });
});
