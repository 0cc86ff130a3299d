import { devices, expect, test, type Page } from '@playwright/test';
import { ZH } from './support/hosts';
import { waitForHydration } from './support/hydration';

// routes.md: turning a tablet switches between the mobile and desktop path after 500 ms, or reloads where the
// path does not change. Rotation is a change of the viewport's orientation.

const PORTRAIT = { width: 810, height: 1080 };
const LANDSCAPE = { width: 1080, height: 810 };

// The delay itself is timed in components/site/useTabletOrientation.test.tsx with fake timers: a browser here can
// only wait for the outcome, never for a time.
async function turn(page: Page, size: { width: number; height: number }) {
  await waitForHydration(page);
  await page.setViewportSize(size);
}

test('an iPad turned to landscape gets the desktop page, and back to portrait the mobile page', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['iPad (gen 7)'], viewport: PORTRAIT });
  const page = await context.newPage();
  await page.goto(`${ZH}/pricing?plan=team`);
  await expect(page).toHaveURL(`${ZH}/mobile/pricing?plan=team`);

  await turn(page, LANDSCAPE);
  await expect(page).toHaveURL(`${ZH}/pricing?plan=team`);
  await page.reload();
  await expect(page).toHaveURL(`${ZH}/pricing?plan=team`);

  await turn(page, PORTRAIT);
  await expect(page).toHaveURL(`${ZH}/mobile/pricing?plan=team`);
  await context.close();
});

test('turning a tablet on a page without a twin reloads it', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['iPad (gen 7)'], viewport: PORTRAIT });
  const page = await context.newPage();
  await page.goto(`${ZH}/mobile/digitalHuman3`);
  await page.evaluate(() => Object.assign(window, { beforeTurn: true }));
  await turn(page, LANDSCAPE);
  await page.waitForFunction(() => !('beforeTurn' in window));
  await expect(page).toHaveURL(`${ZH}/mobile/digitalHuman3`);
  await context.close();
});

test('iPadOS, which sends a Mac user agent, also switches to the mobile page in portrait', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    viewport: LANDSCAPE,
    hasTouch: true,
  });
  await context.addInitScript(() => Object.defineProperty(navigator, 'maxTouchPoints', { get: () => 5 }));
  const page = await context.newPage();
  await page.goto(`${ZH}/pricing`);
  await expect(page).toHaveURL(`${ZH}/pricing`);
  await turn(page, PORTRAIT);
  await expect(page).toHaveURL(`${ZH}/mobile/pricing`);
  await page.reload();
  await expect(page).toHaveURL(`${ZH}/mobile/pricing`);
  await context.close();
});
