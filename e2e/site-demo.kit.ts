import { expect, type FrameLocator, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { expectMouthMoving } from './runtime.kit';

// The cast on the marketing pages and the "talk to it" demo: shared steps of e2e/site-demo.spec.ts and
// site-demo.phone.spec.ts. The demo is a <details> whose iframe (the runtime) loads only when it is opened.

export const DEMO_NAME = { zh: '雨桐', en: 'Yutong' } as const;
export const GREETING = { zh: '您好，我是雨桐', en: "Hi, I'm Yutong" } as const;
export const PRICING_QUESTION = { zh: '怎么收费？', en: 'How much does it cost?' } as const;
export const PRICING_ANSWER = { zh: '注册就能免费试用', en: 'You can start with a free trial' } as const;

type Locale = keyof typeof DEMO_NAME;
const talkLabel = (locale: Locale) =>
  catalogues[locale].SiteCast.demo.talk.replace('{name}', DEMO_NAME[locale]);

/** What of the runtime a page asks for: its page, its API, its voice-activity files. */
const RUNTIME_REQUEST = /\/(mobile\/)?p\/demo-|\/api\/bot\/|\/vad\//;

/** Every request the page makes, from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export const runtimeRequests = (urls: readonly string[]) => urls.filter((url) => RUNTIME_REQUEST.test(url));

/** Where the page's frames are: the demo's iframe is in the page from the start, but stays blank until opened. */
export const frameUrls = (page: Page) =>
  page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => RUNTIME_REQUEST.test(url));

/** The page as loaded and idle, every part scrolled into view once (lazy things near the viewport would load). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('body > footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

export const demo = (page: Page) => page.locator('[data-site-demo]');

/** The demo's poster: the character drawn as SVG, and the button to talk. */
export async function expectDemoPoster(page: Page, locale: Locale) {
  await expect(demo(page).locator('svg[data-character]')).toBeVisible();
  await expect(demo(page).getByText(talkLabel(locale))).toBeVisible();
  await expect(demo(page).locator('iframe')).toBeHidden();
}

/** Clicks "talk to it": the runtime loads in the frame, starts by itself and greets with moving lips. */
export async function talkToDemo(page: Page, locale: Locale): Promise<FrameLocator> {
  await demo(page).getByText(talkLabel(locale)).click();
  const frame = page.frameLocator('[data-site-demo] iframe');
  const live = frame.locator('[data-live-character]');
  await expect(frame.locator('[data-subtitle]')).toContainText(GREETING[locale], { timeout: 30_000 });
  await expectMouthMoving(live);
  return frame;
}

/** Types a question into the framed runtime and waits for the scene's answer. */
export async function askDemo(frame: FrameLocator, locale: Locale) {
  const texts = catalogues[locale].Runtime;
  await frame.getByRole('textbox', { name: texts.textPlaceholder }).fill(PRICING_QUESTION[locale]);
  await frame.getByRole('button', { name: texts.send, exact: true }).click();
  await expect(frame.locator('[data-subtitle]')).toContainText(PRICING_ANSWER[locale], { timeout: 30_000 });
}

/** The cast drawn into the page: `count` characters in SVG under `selector`, and a picture named after `name`. */
export async function expectCast(page: Page, selector: string, count: number, name: string) {
  await expect(page.locator(selector).locator('svg[data-character]')).toHaveCount(count);
  await expect(page.getByRole('img', { name: new RegExp(name) }).first()).toBeVisible();
}
