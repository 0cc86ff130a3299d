import { expect, test, type Page } from '@playwright/test';
import { call, publishedSession, zh, en } from './runtime.kit';

// Issue 21 §4: the owner sees on one page what visitors did today — conversations, the scene that answered, the
// question nobody could answer, how soon the answer was heard, and the visitor turned away because every slot was
// busy — in both languages, on a desktop and at a phone's width (screenshots in test-results/ to look at).

type RuntimeEvent = { type: string; chatId?: string; chatSecret?: string; turnId?: string | null };

/** One receiveEvent request, read to its end (a visitor's page would read it as it streams). */
async function receiveEvent(page: Page, body: Record<string, unknown>): Promise<RuntimeEvent[]> {
  const answer = await page.request.post('/api/bot/receiveEvent?lang=zh', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  return (await answer.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as RuntimeEvent);
}

async function visitorAsks(page: Page, shareCode: string, questions: string[]) {
  const started = await receiveEvent(page, { type: 'start', entry: 'share', target: shareCode });
  const chat = started.find((event) => event.type === 'chat');
  if (!chat) return null;
  const auth = { chatId: chat.chatId, chatSecret: chat.chatSecret };
  for (const [i, text] of questions.entries()) {
    const events = await receiveEvent(page, { type: 'text', ...auth, text });
    const turnId = events.find((event) => event.type === 'end')?.turnId;
    // What the visitor's page reports: when the answer's audio began to play.
    if (turnId)
      await call(page, '/management/chat/saveQuestionAnswer', {
        ...auth,
        turnId,
        firstAudioMs: 300 + i * 200,
      });
  }
  return auth;
}

test('the owner sees today’s conversations, answers, latency and refused starts, in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { shareCode } = await publishedSession(page, 'analytics');
  // A trial corporation holds 2 conversations at once: the third visitor is turned away.
  expect(await visitorAsks(page, shareCode, ['营业时间是几点？', '你们卖火箭吗？'])).not.toBeNull();
  expect(await visitorAsks(page, shareCode, ['地址在哪里？'])).not.toBeNull();
  expect(await visitorAsks(page, shareCode, ['还有位置吗？'])).toBeNull();

  const storageState = await page.context().storageState();
  for (const [lang, texts, origin] of [
    ['zh', zh, new URL(page.url()).origin],
    ['en', en, new URL(page.url()).origin.replace('localhost', 'en.localhost')],
  ] as const) {
    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        storageState,
        baseURL: origin,
        viewport: { width, height: width > 500 ? 900 : 844 },
        ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
      });
      const owner = await context.newPage();
      await owner.goto('/dashboard/analytics');
      const a = texts.Analytics;
      await expect(owner.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await expect(owner.getByTestId('figure-conversations')).toContainText('2');
      // Three questions: the opening hours and the address (scenes), and one nobody could answer.
      await expect(owner.getByTestId('figure-turns')).toContainText('3');
      await expect(owner.getByTestId('figure-unanswered')).toContainText('33.3');
      await expect(owner.getByTestId('figure-refused')).toContainText('1');
      await expect(owner.getByTestId('figure-first-audio')).toContainText('300');
      await expect(owner.getByTestId('source-scene')).toContainText(`${a.sources.names.scene}2`);
      await expect(owner.getByTestId('refusal-busy')).toContainText(`${a.refusals.busy}1`);
      await expect(owner.getByTestId('daily-chart').locator('svg').first()).toBeVisible();
      await owner.screenshot({ path: `test-results/analytics-${lang}-${width}.png`, fullPage: true });
      // Nothing wider than the screen.
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  }
});
