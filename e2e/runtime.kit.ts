import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  const { origin, hostname } = new URL(page.url());
  // A page on en.localhost holds its login cookie for that host, which Node cannot resolve (Chromium can): its calls
  // go from inside the page. Every other page's go through Playwright's request context to the base URL.
  if (hostname.endsWith('.localhost')) {
    const body = await page.evaluate(
      async ({ url, method, data }) => {
        const target = new URL(url, location.origin);
        if (method === 'GET')
          for (const [k, v] of Object.entries(data)) target.searchParams.set(k, String(v));
        const response = await fetch(target, {
          method,
          headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : JSON.stringify(data),
        });
        return (await response.json()) as { code: number; data: unknown; message?: string };
      },
      { url: `/api${path}`, method, data },
    );
    expect(body.code, body.message).toBe(0);
    return body.data as T;
  }
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
  source: string;
  sources: { fileName: string }[];
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

/**
 * The knowledge of issue 21's answers without a model: a document (a fixture of the knowledge tests) that answers
 * one question in so many words, and FAQ items two of which are close to an ambiguous question and none certain.
 */
export const KNOWLEDGE = {
  zh: {
    document: 'chinese-cid.pdf',
    documentQuestion: '退货政策是什么？',
    extract: '退货政策：自签收之日起七天内，商品完好即可申请无理由退货。',
    faq: [
      ['信用卡丢了怎么挂失？', '请立即拨打400-800-1234挂失，卡片随即冻结。'],
      ['信用卡损坏了怎么换卡？', '请携带信用卡到任意网点办理换卡。'],
      ['营业时间是几点？', '工作日上午九点到下午五点。'],
    ],
    ambiguous: '信用卡丢了或者坏了',
  },
  en: {
    document: 'english.pdf',
    documentQuestion: 'Can I return goods?',
    extract: 'Returns: goods in their original condition may be returned within seven days of delivery.',
    faq: [
      ['How do I report a lost card?', 'Call 400-800-1234 at once: the card is blocked.'],
      ['How do I replace a damaged card?', 'Bring the card to any branch.'],
      ['What are your opening hours?', 'Nine to five.'],
    ],
    ambiguous: 'lost or damaged card',
  },
} as const;

/**
 * A published session without a model (the e2e server configures none) answering from a parsed document and an FAQ
 * category of its own, in `language` (the English one without a guiding language: the default introduces the
 * suggestions).
 */
export async function knowledgeSession(page: Page, tag: string, language: 'zh' | 'en') {
  const kb = KNOWLEDGE[language];
  const { id, shareCode } = await publishedSession(page, tag);
  const origin = new URL(page.url()).origin;
  const upload = await page.request.post('/api/management/knowledge/file/upload', {
    headers: { origin },
    multipart: {
      file: {
        name: kb.document,
        mimeType: 'application/pdf',
        buffer: readFileSync(path.join(process.cwd(), 'tests/fixtures/knowledge', kb.document)),
      },
    },
  });
  const uploaded = (await upload.json()) as { code: number; data: { fileId: string } };
  expect(uploaded.code).toBe(0);
  const { fileId } = uploaded.data;
  const { categoryId } = await call<{ categoryId: string }>(page, '/management/knowledge/category/add', {
    name: `faq_${tag.replace(/\W/g, '_')}`,
  });
  for (const [question, answer] of kb.faq)
    await call(page, '/management/knowledge/faq/add', { question, answer, categoryId });
  await expect
    .poll(
      async () =>
        (await call<{ status: string }>(page, '/management/knowledge/file/get', { fileId }, 'GET')).status,
      { timeout: 60_000 },
    )
    .toBe('done');
  const session = await call<Record<string, unknown> & { detailDto: Record<string, unknown> }>(
    page,
    '/management/conversation/getConversationById',
    { conversationId: id },
    'GET',
  );
  // No waiting phrase: on a busy machine an answer may take longer than its delay, and this journey checks the
  // answer's exact words (the waiting phrase has its own tests).
  const scripts = (session.scriptDtoList as { scriptType: string }[]).filter(
    (script) => script.scriptType !== 'waitingPhrase',
  );
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    scriptDtoList: scripts,
    ...(language === 'en'
      ? {
          ...english(session as Session),
          scriptDtoList: scripts.filter((script) => script.scriptType !== 'guidingLanguage'),
        }
      : {}),
    knowledgeIsUsed: true,
    knowledgeDtoList: [{ knowledgeId: categoryId }],
    fileIsUsed: true,
    kbConversationDto: { fileIds: [fileId] },
  });
  return { id, shareCode };
}

/**
 * Issue 21 §2 on a platform without a model: a question the document answers is answered with its sentence and the
 * document cited under the subtitle; an ambiguous one is met with the FAQ questions it may mean, and tapping one
 * gets its FAQ answer. `at` is the share link's path on this device.
 */
export async function answersWithoutModel(page: Page, language: 'zh' | 'en', at: (code: string) => string) {
  const kb = KNOWLEDGE[language];
  const texts = language === 'zh' ? R : en.Runtime;
  const { id, shareCode } = await knowledgeSession(page, `rt-kb-${language}`, language);
  await page.goto(at(shareCode));
  await startConversation(page, texts);

  await say(page, kb.documentQuestion, texts);
  await expect(subtitle(page)).toHaveText(kb.extract);
  await expect(page.locator('[data-citation]')).toHaveText(texts.source.replace('{names}', kb.document));
  await expect(page.locator('[data-citation]')).toBeVisible();

  await say(page, kb.ambiguous, texts);
  const offered = page.getByRole('navigation', { name: texts.suggestions });
  // The two close items (in the order of their scores, which may tie), not the unrelated third.
  await expect(offered.getByRole('button')).toHaveCount(2);
  await expect(offered.getByRole('button', { name: kb.faq[1][0] })).toBeVisible();
  await expect(page.locator('[data-citation]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`suggestions-${language}.png`) });
  await offered.getByRole('button', { name: kb.faq[0][0] }).click();
  await expect(subtitle(page)).toHaveText(kb.faq[0][1]);
  await expect(offered).toHaveCount(0);

  // The owner's records: the cited document, the suggestion, the FAQ answer.
  await expect
    .poll(async () =>
      (await recordedTurns(page, id)).map((turn) => [
        turn.question,
        turn.source,
        turn.sources.map((s) => s.fileName),
      ]),
    )
    .toEqual([
      ['', 'script', []],
      [kb.documentQuestion, 'document', [kb.document]],
      [kb.ambiguous, 'suggestion', []],
      [kb.faq[0][0], 'faq', []],
    ]);
}
