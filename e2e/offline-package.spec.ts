import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { MESSAGES } from '@/features/offline/package-app/messages';
import { createLicence } from './offline.kit';
import { serveFolder } from '../scripts/serve-folder';
import { mouthChange, startTimes, unzipPackage, watchReady } from './offline-package.kit';
import { call, publishedSession } from './runtime.kit';
import { EN, ZH } from './support/hosts';

// Issue 26, "Done when": a customer builds an offline package of a published session with an FAQ answer and downloads
// it; the folder is served from a second local origin; the device activates while the platform answers, then the
// platform is "stopped" — the test server is shared by other workers and cannot be, so every request of the device's
// browser context to the platform's origins is aborted — and the package still talks: the FAQ answer shown and said
// by eSpeak in the browser, the mouth moving. Closed and reopened with no network at all it starts from its service
// worker and answers again. The platform "restarted" (unblocked, back online), its transcripts reach the records.

const QUESTION = '停车收费吗？';
const ANSWER =
  '购物满一百元可以免费停车两小时，超出部分每小时五元。停车场在商场地下一层和二层，入口在东门旁边，欢迎您开车前来。';
const t = MESSAGES.zh;

/** A published session answering from one FAQ category of its own (no scenes, no waiting phrase, no model). */
async function sessionWithFaq(page: Page) {
  const { id } = await publishedSession(page, 'offpkg-e2e', { sceneIsUsed: false, scene: [] });
  const { categoryId } = await call<{ categoryId: string }>(page, '/management/knowledge/category/add', {
    name: `offline_${Date.now()}`,
  });
  await call(page, '/management/knowledge/faq/add', { question: QUESTION, answer: ANSWER, categoryId });
  const session = await call<Record<string, unknown> & { scriptDtoList: { scriptType: string }[] }>(
    page,
    '/management/conversation/getConversationById',
    { conversationId: id },
    'GET',
  );
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    // On a busy machine an answer's voice may take longer than the waiting phrase's delay: this journey checks
    // the answer's words (the waiting phrase has its own tests).
    scriptDtoList: session.scriptDtoList.filter((script) => script.scriptType !== 'waitingPhrase'),
    knowledgeIsUsed: true,
    knowledgeDtoList: [{ knowledgeId: categoryId }],
  });
  return id;
}

/** Asks the package a question: the answer is shown, and said (speaking state, mouth open, mouth pixels moving). */
async function askAndHear(app: Page) {
  const live = app.locator('[data-live-character]');
  // The prologue is said and over before the silence is measured.
  await expect(live)
    .toHaveAttribute('data-state', 'speaking', { timeout: 20_000 })
    .catch(() => undefined);
  await expect(live).toHaveAttribute('data-state', 'idle', { timeout: 40_000 });
  await expect.poll(async () => Number(await live.getAttribute('data-mouth-open'))).toBeLessThan(0.01);
  const silent = await mouthChange(live, 6);
  await app.getByRole('textbox', { name: t.ask }).fill(QUESTION);
  await app.getByRole('button', { name: t.send, exact: true }).click();
  await expect(app.locator('li[data-who="human"]').last()).toHaveText(ANSWER);
  await expect(live).toHaveAttribute('data-state', 'speaking', { timeout: 20_000 });
  await expect
    .poll(async () => Number(await live.getAttribute('data-mouth-open')), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
  const speaking = await mouthChange(live, 8);
  return { silent, speaking };
}

test('offline package: built and downloaded, served from another origin with the platform stopped, talks, reopens offline, uploads its transcripts', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const journeyStarted = Date.now();
  const o = catalogues.zh.Offline;

  // 1. The customer's session with an FAQ answer, a licence and the package, built and downloaded in the console.
  const sessionId = await sessionWithFaq(page);
  await page.goto('/dashboard/offline');
  await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
  const { code } = await createLicence(page, o, '停车场入口');
  const card = page.getByTestId('package').first();
  await card.getByTestId('package-build').click();
  const link = card.getByTestId('package-download').first();
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const zip = readFileSync((await download.path())!);
  const folder = unzipPackage(zip, testInfo.outputPath('package'));

  // 2. Its folder served by a static server of its own, on another origin than the platform's.
  const { url, server } = await serveFolder(folder);
  // Reduced motion: the idle drift and breathing stop, lip sync stays, so the mouth's pixels change with speech only.
  // With the drift on, the head's sway changed the mouth's region in silence too (2.05 of 255 a frame in a failed
  // run, against 3.47 speaking, where the test wants twice the silence).
  const device = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    reducedMotion: 'reduce',
  });
  await watchReady(device);
  try {
    let app = await device.newPage();
    // 3. Activated while the platform answers.
    await app.goto(url);
    await expect(app.getByRole('heading', { name: t.activateTitle })).toBeVisible();
    const firstOpen = await startTimes(app);
    await app.getByLabel(t.code).fill(code);
    await app.getByLabel(t.deviceName).fill('停车场屏幕');
    const status = app.waitForResponse((r) => r.url().endsWith('/api/offline/status'));
    await app.getByRole('button', { name: t.activate, exact: true }).click();
    expect((await (await status).json()).data.state).toBe('active');
    await app.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // The platform "stopped": every request of this device to its origins is aborted from here on.
    const platform = new Set([new URL(ZH).origin, new URL(EN).origin]);
    const aborted: string[] = [];
    const answered: string[] = [];
    await device.route(
      (target) => platform.has(target.origin),
      (route) => {
        aborted.push(route.request().url());
        return route.abort('connectionrefused');
      },
    );
    const onResponse = (response: Response) => {
      if (platform.has(new URL(response.url()).origin)) answered.push(response.url());
    };
    device.on('response', onResponse);

    // The device restarts with the platform down: its status call fails, it still talks.
    await app.reload();
    await expect.poll(() => aborted.some((u) => u.endsWith('/api/offline/status'))).toBe(true);
    const restart = await startTimes(app);
    await app.getByRole('button', { name: t.start }).click();
    const first = await askAndHear(app);
    await app.screenshot({ path: testInfo.outputPath('offline-speaking-1280.png') });
    await app.getByRole('button', { name: t.end }).click();
    await expect(app.getByRole('button', { name: t.again })).toBeVisible();

    // 5. Closed, then opened again with no network at all: the service worker serves it, and it answers.
    await app.close();
    await device.setOffline(true);
    app = await device.newPage();
    await app.goto(url);
    await expect(app.getByRole('button', { name: t.start })).toBeVisible();
    const offlineOpen = await startTimes(app);
    expect(await app.evaluate(() => navigator.onLine)).toBe(false);
    expect(await app.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await app.getByRole('button', { name: t.start }).click();
    const second = await askAndHear(app);
    await app.getByRole('button', { name: t.end }).click();
    await expect(app.getByRole('button', { name: t.again })).toBeVisible();
    expect(answered, 'no platform call succeeded while it was stopped').toEqual([]);

    // 6. The platform "restarted" and the network back: the device's transcripts reach the owner's records.
    device.off('response', onResponse);
    await device.unrouteAll();
    const uploaded = app.waitForResponse((r) => r.url().endsWith('/api/offline/transcripts'));
    await device.setOffline(false);
    expect((await (await uploaded).json()).code).toBe(0);
    await expect
      .poll(
        async () => {
          const records = await call<{
            list: { entry: string; turns: { question: string; answer: string }[] }[];
          }>(page, '/management/chat/records', { conversationId: sessionId }, 'GET');
          return records.list
            .filter((record) => record.entry === 'offline')
            .filter((record) =>
              record.turns.some((turn) => turn.question === QUESTION && turn.answer === ANSWER),
            ).length;
        },
        { timeout: 30_000 },
      )
      .toBe(2);

    const figures = {
      zipBytes: zip.byteLength,
      firstOpen,
      restartPlatformDown: restart,
      reopenedOffline: offlineOpen,
      mouthChange: { first, second },
      journeyMs: Date.now() - journeyStarted,
    };
    console.log(`[offline-package] ${JSON.stringify(figures)}`);
    testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) });
    for (const heard of [first, second]) {
      expect(heard.speaking).toBeGreaterThan(heard.silent * 2);
      expect(heard.speaking).toBeGreaterThan(0.5);
    }
  } finally {
    await device.close();
    server.close();
  }
});
