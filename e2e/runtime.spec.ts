import { expect, test } from '@playwright/test';
import {
  LONG_REPLY,
  R,
  answersWithoutModel,
  call,
  SHORT_REPLY,
  character,
  en,
  english,
  expectMouthMoving,
  fakeSpeechRecognition,
  publishedSession,
  recordedTurns,
  say,
  speak,
  startConversation,
  subtitle,
} from './runtime.kit';

for (const language of ['zh', 'en'] as const)
  test(`without a model (${language}): a document answers with its name cited, a suggestion is tapped and answered`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await answersWithoutModel(page, language, (code) => `/p/${code}`);
  });

test('a runtime link without a session behind it shows a clear page, and answers 404', async ({ page }) => {
  const answer = await page.goto('/p/no-such-share-code');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: R.unavailable.title })).toBeVisible();
  await expect(page.getByText(R.unavailable.body)).toBeVisible();
});

test('the share link talks: prologue, a streamed answer with moving lips, barge-in, history', async ({
  page,
  browser,
}) => {
  const { id, shareCode } = await publishedSession(page, 'rt-talk');

  // Someone else opening the owner's preview sees the clear page; the visitor uses the share link.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/preview/${id}`);
  await expect(other.getByText(R.unavailable.previewBody)).toBeVisible();
  await other.goto(`/p/${shareCode}`);
  await expect(other.getByRole('heading', { name: '欢迎体验数字人平台' })).toBeVisible();
  await stranger.close();

  await page.goto(`/p/${shareCode}`);
  await expect(page.getByRole('heading', { name: '欢迎体验数字人平台' })).toBeVisible();
  await startConversation(page);
  await expect(subtitle(page)).toContainText('您好，我是数字人平台的向导小数');
  const live = character(page);

  await say(page, '请问营业时间是几点？');
  await expect(subtitle(page)).toContainText('我们的营业时间是每天上午九点');
  await expect(live).toHaveAttribute('data-state', 'speaking');
  await expectMouthMoving(live);

  // Talking over it: the speech stops and the new question is answered.
  await say(page, '地址在哪里？');
  await expect(page.locator('[data-status-chip]')).not.toHaveAttribute('data-status-chip', 'busy', {
    timeout: 15_000,
  });
  await expect(subtitle(page)).toHaveText(SHORT_REPLY);

  await page.getByRole('button', { name: R.history }).click();
  const history = page.getByRole('complementary', { name: R.history });
  await expect(history).toContainText('请问营业时间是几点？');
  await expect(history).toContainText(R.interruptedMark);
  await expect(history).toContainText(SHORT_REPLY);
  expect(LONG_REPLY.startsWith('我们的营业时间')).toBe(true);

  // The owner's records hold the cut turn as interrupted, and when the next answer's first sound played.
  await expect
    .poll(async () => {
      const turns = await recordedTurns(page, id);
      const cut = turns.find((t) => t.question === '请问营业时间是几点？');
      const next = turns.find((t) => t.question === '地址在哪里？');
      return [cut?.interrupted, (next?.timings.firstAudioMs ?? 0) > 0];
    })
    .toEqual([true, true]);

  // Taken offline, the share link shows the clear page; the owner's preview still opens.
  await call(page, '/management/conversation/setStatus', { conversationId: id, status: 'offline' });
  await page.goto(`/p/${shareCode}`);
  await expect(page.getByRole('heading', { name: R.unavailable.title })).toBeVisible();
  await page.goto(`/preview/${id}`);
  await expect(page.getByRole('button', { name: R.startConversation })).toBeVisible();
});

test('in wake-word dialogue a spoken question without the wake word goes unanswered', async ({ page }) => {
  const { shareCode } = await publishedSession(page, 'rt-wake', {
    asrType: 'browser',
    isFreedom: false,
    scriptDtoList: [
      { scriptType: 'prologue', scriptContent: '您好，请先叫我的名字。' },
      { scriptType: 'wakeWord', scriptContent: '小数' },
    ],
  });
  await fakeSpeechRecognition(page);
  await page.goto(`/p/${shareCode}`);
  await startConversation(page);
  await expect(page.getByText(R.wakeWordHint.replace('{word}', '小数'))).toBeVisible();
  await expect(subtitle(page)).toContainText('请先叫我的名字');
  await expect(page.locator('[data-screen="conversation"]')).toHaveAttribute('data-status', 'ready');
  // A click turns hands-free listening on.
  const mic = page.getByRole('button', { name: R.microphone });
  await mic.click();
  await expect(page.getByRole('button', { name: R.microphoneOn })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: R.history }).click();

  await speak(page, '地址在哪里？');
  await expect(page.getByRole('complementary', { name: R.history })).toContainText('地址在哪里？');
  await expect(page.locator('[data-screen="conversation"]')).toHaveAttribute('data-status', 'ready');
  await expect(subtitle(page)).toBeEmpty();

  await speak(page, '小数，地址在哪里？');
  await expect(subtitle(page)).toHaveText(SHORT_REPLY);
});

test('with the microphone refused the visitor is told so and text chat still works', async ({ page }) => {
  // The server recognizer: the page loads the voice-activity detector (its model and WebAssembly from this site)
  // and asks for the microphone, which headless Chromium has none of.
  const { shareCode } = await publishedSession(page, 'rt-mic', { asrType: 'server' });
  await page.goto(`/p/${shareCode}`);
  await startConversation(page);
  await page.getByRole('button', { name: R.microphone }).click();
  // The detector's model and WebAssembly load before the microphone is asked for: seconds on a busy machine.
  await expect(page.locator('[data-notice]')).toHaveText(new RegExp(R.errors.microphoneNotEnabled), {
    timeout: 30_000,
  });
  await say(page, '地址在哪里？');
  await expect(subtitle(page)).toHaveText(SHORT_REPLY);
});

test('a trial corporation holds two conversations at once: a third visitor is told so', async ({
  page,
  browser,
}) => {
  const busyText = '向导们都在接待其他访客，请稍后再来。';
  const { shareCode } = await publishedSession(page, 'rt-limit', (session) => ({
    pageDto: { ...(session.pageDto as object), busyText },
  }));
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const visitor of pages.slice(0, 2)) {
    await visitor.goto(`/p/${shareCode}`);
    await startConversation(visitor);
  }
  const third = pages[2]!;
  await third.goto(`/p/${shareCode}`);
  await third.getByRole('button', { name: R.startConversation }).click();
  // The owner's busy words, on the start screen to try again: no technical message, no end screen.
  await expect(third.locator('[data-notice]')).toHaveText(new RegExp(busyText));
  await expect(third.getByRole('button', { name: R.startConversation })).toBeEnabled();
  await expect(third.getByRole('heading', { name: R.ended.title })).toHaveCount(0);
  await Promise.all(contexts.map((c) => c.close()));
});

test('an English session speaks English on the Chinese site', async ({ page }) => {
  const { shareCode } = await publishedSession(page, 'rt-en', english);
  await page.goto(`/p/${shareCode}`);
  await expect(page.getByRole('button', { name: en.Runtime.startConversation })).toBeVisible();
});

test('a quiet conversation counts down its last seconds, goes on when continued, and ends itself', async ({
  page,
}) => {
  // The e2e server runs with RUNTIME_IDLE_TIMEOUT_S=30 (its e2e value in features/runtime/area.ts).
  test.setTimeout(150_000);
  const { shareCode } = await publishedSession(page, 'rt-idle');
  await page.goto(`/p/${shareCode}`);
  await startConversation(page);
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible({ timeout: 40_000 });
  await timer.getByRole('button', { name: R.stay }).click();
  await expect(timer).toBeHidden();
  // Its server side was kept alive too: the conversation counts down again from the start, not ending at once.
  await expect(timer).toBeVisible({ timeout: 40_000 });
  expect(Number(await timer.getAttribute('data-countdown'))).toBeGreaterThan(0);
  const first = Number(await timer.getAttribute('data-countdown'));
  expect(first).toBeLessThanOrEqual(10);
  await expect.poll(async () => Number(await timer.getAttribute('data-countdown'))).toBeLessThan(first);
  await expect(page.getByRole('heading', { name: R.ended.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(R.ended.idle)).toBeVisible();
});
