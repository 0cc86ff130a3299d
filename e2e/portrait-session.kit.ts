import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { signInOperator } from './operator.kit';
import { captureJourney } from './portraits.kit';
import { call } from './runtime.kit';
import { regionChange } from './support/region-change';

// Issue 24 §1, "a portrait becomes a character of its corporation", end to end: the customer makes a portrait
// (portraits.kit), the operator approves it in the back office, the customer makes a session with it in the wizard
// and publishes it, and a visitor of the share link hears it speak: the mouth region's pixels change while the
// answer plays and rest once it is over.

export const SHOTS = '/work/shots/pchar';

const REPLY = {
  zh: '我们的营业时间是每天上午九点到晚上九点。节假日照常营业，如有调整会提前在网站上通知。到店前可以先在线预约。',
  en: 'We are open every day from nine in the morning to nine in the evening. Holidays too, and any change is announced on our website first.',
};
const ASK = { zh: '请问营业时间是几点？', en: 'What are your opening hours?' };
const KEYWORD = { zh: '营业时间', en: 'opening hours' };
const VOICE = { zh: 'espeak:cmn-f3', en: 'espeak:en-us-f3' };

/** The operator approves the portrait named so of the customer with that email, in the back office's review dialog. */
export async function approve(
  browser: Browser,
  origin: string,
  locale: 'zh' | 'en',
  portraitName: string,
  email: string,
) {
  const t = catalogues[locale].Operator;
  const operator = await (
    await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await operator.goto(`${origin}/operator/portraits`);
  await operator.waitForURL('**/operator/login?redirect=*');
  await signInOperator(operator, locale);
  await operator.waitForURL('**/operator/portraits');
  // Other journeys leave portraits of the same name in review: the customer's email tells this one apart.
  const row = operator
    .getByTestId('portrait-row')
    .filter({ hasText: portraitName })
    .filter({ hasText: email });
  await row.getByRole('button', { name: t.portraitReviewOf.replace('{name}', portraitName) }).click();
  const dialog = operator.getByRole('dialog');
  await expect(dialog.getByTestId('portrait-photo')).toBeVisible();
  await dialog.getByRole('button', { name: t.approve, exact: true }).click();
  await expect(operator.getByTestId('portrait-done')).toContainText(portraitName);
  await operator.context().close();
}

/** Step 1 to 4 of the wizard with the portrait as the character; the session's id. */
export async function sessionWithPortrait(
  page: Page,
  origin: string,
  locale: 'zh' | 'en',
  portraitName: string,
) {
  const w = catalogues[locale].SessionsWizard;
  await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
  await page.goto(`${origin}/session/create/step1`);
  const mine = page.getByTestId('my-characters');
  await expect(mine.getByRole('heading', { name: w.character.mine })).toBeVisible({ timeout: 30_000 });
  const tile = mine.getByRole('button', { name: portraitName });
  // The thumbnail is the portrait's photo, loaded.
  await expect
    .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview-name')).toHaveText(portraitName);
  await page.screenshot({
    path: `${SHOTS}/wizard-step1-${locale}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/session/create/step2`);
  // Nothing to place: the heading says so, and the frame shows the portrait's photo, as the runtime frames it,
  // under the AI mark.
  await expect(page.getByRole('heading', { level: 1, name: w.background.headingPortrait })).toBeVisible();
  await expectPortraitStill(page.getByTestId('portrait-frame'));
  await page.screenshot({ path: `${SHOTS}/wizard-step2-${locale}-${page.viewportSize()?.width}.png` });
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/session/create/step3`);
  // The session speaks the site's language (the English site's wizard starts a Chinese session too).
  await page.getByRole('radiogroup', { name: w.voice.language }).getByText(w.languages[locale]).click();
  const voice = page.locator(`[data-voice="${VOICE[locale]}"]`);
  await voice.getByRole('radio').click();
  await expect(voice).toHaveAttribute('data-selected', 'true');
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/session/create/step4`);
  await page.getByRole('textbox', { name: w.configure.name }).fill(`${portraitName} desk`);
  await page.getByRole('button', { name: w.configure.publish }).click();
  await expect(page).toHaveURL(`${origin}/session/create/success`);
  await expectPortraitStill(page.locator('main'));
  const edit = page.getByRole('link', { name: w.success.edit });
  return new URL(`${origin}${await edit.getAttribute('href')}`).searchParams.get('conversationId')!;
}

/** The portrait's photo loaded in a still picture, under the AI mark. */
async function expectPortraitStill(within: Locator) {
  const photo = within.locator('img[data-portrait-photo]');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(within.locator('[data-ai-mark]')).toHaveText('AI');
}

/** The mean absolute change of the mouth region's pixels between consecutive frames of the portrait. */
async function mouthChange(live: Locator, frames: number) {
  const box = (await live.boundingBox())!;
  // coverView centres the face in the frame: the mouth sits a little below the centre.
  const clip = {
    x: box.x + box.width * 0.35,
    y: box.y + box.height * 0.5,
    width: box.width * 0.3,
    height: box.height * 0.25,
  };
  return regionChange(live.page(), clip, frames);
}

export async function portraitSessionJourney(
  browser: Browser,
  page: Page,
  request: APIRequestContext,
  origin: string,
  locale: 'zh' | 'en',
  width: number,
) {
  mkdirSync(SHOTS, { recursive: true });
  const R = catalogues[locale].Runtime;
  const { email } = await captureJourney(page, request, origin, locale);
  const portraitName = `${locale === 'zh' ? '李娜' : 'Lina Park'} studio`;
  await approve(browser, origin, locale, portraitName, email);

  const id = await sessionWithPortrait(page, origin, locale, portraitName);
  // The session answers from a scene (no model server): a long reply, so there is speech to watch.
  const session = await call<Record<string, unknown> & { shareCode: string; detailDto: { modelId: string } }>(
    page,
    '/management/conversation/getConversationById',
    { conversationId: id },
    'GET',
  );
  expect(session.detailDto.modelId).toMatch(/^portrait:/);
  // Its card in the console's list shows the portrait too.
  await page.goto(`${origin}/dashboard/session`);
  await expectPortraitStill(page.getByRole('article', { name: `${portraitName} desk` }));
  await page.screenshot({ path: `${SHOTS}/session-list-${locale}-${page.viewportSize()?.width}.png` });
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    dataModelIsUsed: false,
    modelDtoList: [],
    sceneIsUsed: true,
    scene: [{ keywords: [KEYWORD[locale]], reply: REPLY[locale] }],
  });

  // A visitor with no login opens the share link (a phone when `width` is under 500 px).
  const visitor = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: width > 500 ? 800 : 844 },
    ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  const v = await visitor.newPage();
  // The start screen shows the portrait's photo still; the conversation animates it.
  const photo = v.waitForResponse((r) => r.url().includes('/api/bot/portraitPhoto'));
  await v.goto(`${origin}/p/${session.shareCode}`);
  const answered = await photo;
  expect(answered.status()).toBe(200);
  expect(answered.headers()['cache-control']).toMatch(/^private/);
  // Framed on the face like the live stage, the mark in sight even where a phone crops the frame.
  await expectPortraitStill(v.locator('[data-start-picture]').locator('..'));
  await expect(v.locator('[data-ai-mark]')).toBeInViewport();
  await v.screenshot({ path: `${SHOTS}/share-start-${locale}-${width}.png` });
  await v.getByRole('button', { name: R.startConversation }).click();
  const live = v.locator('[data-live-character]');
  await expect(live).toHaveAttribute('data-renderer', /webgl|canvas/);
  // The AI mark is on the stage's visible area (a phone crops the portrait's frame around the face).
  await expect(v.locator('[data-ai-mark]')).toHaveText('AI');
  await expect(v.locator('[data-ai-mark]')).toBeInViewport({ ratio: 1 });
  const input = v.getByRole('textbox', { name: R.textPlaceholder });
  await expect(input).toBeEnabled();
  // The greeting is said, and over, before the silence is measured.
  await expect(live)
    .toHaveAttribute('data-state', 'speaking', { timeout: 10_000 })
    .catch(() => undefined);
  await expect(live).not.toHaveAttribute('data-state', 'speaking', { timeout: 40_000 });
  const silent = await mouthChange(live, 8);
  await input.fill(ASK[locale]);
  await v.getByRole('button', { name: R.send, exact: true }).click();
  await expect(live).toHaveAttribute('data-state', 'speaking', { timeout: 20_000 });
  await expect
    .poll(async () => Number(await live.getAttribute('data-mouth-open')), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
  const speaking = await mouthChange(live, 8);
  await v.screenshot({ path: `${SHOTS}/share-speaking-${locale}-${width}.png` });
  await expect(live).not.toHaveAttribute('data-state', 'speaking', { timeout: 40_000 });
  // The last sound has faded and the mouth has closed: the pause.
  await expect.poll(async () => Number(await live.getAttribute('data-mouth-open'))).toBeLessThan(0.01);
  const after = await mouthChange(live, 8);
  console.log(
    `[pchar] ${locale} ${width}px mouth-region change per frame: silent ${silent.toFixed(2)}, speaking ${speaking.toFixed(2)}, after ${after.toFixed(2)}`,
  );
  expect(speaking).toBeGreaterThan(silent * 2);
  expect(speaking).toBeGreaterThan(after * 1.5);
  expect(speaking).toBeGreaterThan(1);
  await visitor.close();
}
