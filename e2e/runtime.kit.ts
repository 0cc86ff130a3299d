import { expect, type Locator, type Page } from '@playwright/test';
import { accountWithSample, zh, en } from './session-editor.kit';

// Shared steps of e2e/runtime.spec.ts and runtime.phone.spec.ts: a published session with a scripted answer (a
// scene), so no model server is needed, opened by its share link.

export { zh, en };
export const R = zh.Runtime;

/** A long scene reply: its audio lasts several seconds, long enough to talk over it. */
export const LONG_REPLY =
  '我们的营业时间是每天上午九点到晚上九点。节假日照常营业，如有调整会提前在网站上通知。到店前可以先在线预约，' +
  '预约后到店无需排队。如果您需要上门服务，也可以在预约时说明，我们会安排同事和您联系。';
export const SHORT_REPLY = '地址在示例路一号。';

type Session = Record<string, unknown> & {
  conversationId: string;
  shareCode: string;
  detailDto: Record<string, unknown>;
};

/** An English session: the language and a voice that speaks it. */
export const english = (session: Session) => ({
  language: 'en',
  detailDto: { ...session.detailDto, ttsId: 'espeak:en-us-f3' },
});

export async function call<T>(
  page: Page,
  path: string,
  data: Record<string, unknown>,
  method = 'POST',
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const answer =
    method === 'GET'
      ? await page.request.get(`/api${path}`, { params: data as Record<string, string>, headers: { origin } })
      : await page.request.post(`/api${path}`, { data, headers: { origin } });
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  expect(body.code, body.message).toBe(0);
  return body.data;
}

/**
 * A new account's sample session, answering from scenes only (no model), published: its id and share code.
 * `changes` are merged into the session (e.g. wake-word dialogue).
 */
export async function publishedSession(
  page: Page,
  tag: string,
  changes: Record<string, unknown> | ((session: Session) => Record<string, unknown>) = {},
) {
  const id = await accountWithSample(page, tag);
  const session = await call<Session>(
    page,
    '/management/conversation/getConversationById',
    { conversationId: id },
    'GET',
  );
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    // An embedded voice, so every sentence comes as a clip the page plays through Web Audio.
    detailDto: { ...session.detailDto, ttsId: 'espeak:cmn-f3' },
    dataModelIsUsed: false,
    modelDtoList: [],
    sceneIsUsed: true,
    scene: [
      { keywords: ['营业时间'], reply: LONG_REPLY },
      { keywords: ['地址'], reply: SHORT_REPLY },
    ],
    ...(typeof changes === 'function' ? changes(session) : changes),
  });
  await call(page, '/management/conversation/setStatus', { conversationId: id, status: 'published' });
  return { id, shareCode: session.shareCode };
}

export const character = (page: Page) => page.locator('[data-live-character]');
export const subtitle = (page: Page) => page.locator('[data-subtitle]');
export const textInput = (page: Page, texts = R) =>
  page.getByRole('textbox', { name: texts.textPlaceholder });

export async function startConversation(page: Page, texts = R) {
  await page.getByRole('button', { name: texts.startConversation }).click();
  await expect(textInput(page, texts)).toBeEnabled();
}

export async function say(page: Page, text: string, texts = R) {
  await textInput(page, texts).fill(text);
  await page.getByRole('button', { name: texts.send, exact: true }).click();
}

/** The mouth opens while the audio plays: the frame loop writes how far on the character's root. */
export async function expectMouthMoving(live: Locator) {
  await expect
    .poll(async () => Number(await live.getAttribute('data-mouth-open')), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
}

/**
 * Headless Chromium has no speech recognition: this stands in for the browser's own, so the page's microphone path
 * runs as in Chrome and `speak(page, text)` is what the visitor said.
 */
export async function fakeSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    type Handler = ((event: unknown) => void) | null;
    const listening: { now: { onresult: Handler } | null } = { now: null };
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: (() => void) | null = null;
      start() {
        listening.now = this;
      }
      stop() {
        listening.now = null;
        this.onend?.();
      }
      abort() {
        listening.now = null;
      }
    }
    Object.assign(window, {
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
      __say: (text: string) => {
        const result = Object.assign([{ transcript: text }], { isFinal: true });
        listening.now?.onresult?.({ resultIndex: 0, results: [result] });
        return listening.now !== null;
      },
    });
  });
}

/** The visitor says `text` into the microphone (fakeSpeechRecognition). */
export async function speak(page: Page, text: string) {
  expect(
    await page.evaluate((said) => (window as unknown as { __say: (t: string) => boolean }).__say(said), text),
  ).toBe(true);
}

interface RecordedTurn {
  question: string;
  interrupted: boolean;
  timings: { firstAudioMs: number | null };
}

/** The owner's conversation records of a session: every turn of its newest conversation. */
export async function recordedTurns(page: Page, conversationId: string): Promise<RecordedTurn[]> {
  const records = await call<{ list: { turns: RecordedTurn[] }[] }>(
    page,
    '/management/chat/records',
    { conversationId },
    'GET',
  );
  return records.list[0]?.turns ?? [];
}
