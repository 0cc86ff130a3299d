import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from './support/public-paths';
import { isAuthPage } from '@/lib/routing/return-path';

// What a page fetches without being asked. Next's <Link> prefetches the page payload of every link in view, and a
// prefetched route also preloads its stylesheets, which Chromium then reports as "preloaded but not used". The
// chrome's links (header, menu, footer) and the marketing call-to-action buttons are not prefetched.

const UNUSED_PRELOAD = /preloaded using link preload but not used/;

/** Paths of the page payloads (RSC) the page requests, prefetches included. */
function recordPagePayloads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Stylesheets the page was told to preload but does not apply. */
const unusedStylePreloads = (page: Page) =>
  page.evaluate(() => {
    const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
      .map((link) => link.href)
      .filter((href) => !applied.has(href));
  });

const desktopMarketingPages = publicPaths.filter((path) => !path.startsWith('/mobile') && !isAuthPage(path));

test('no desktop marketing page preloads a stylesheet it does not use, or loads the face model', async ({
  page,
}) => {
  // One walk over every page (each guide and API group too): a few seconds a page.
  test.setTimeout(desktopMarketingPages.length * 4_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  // The portrait's face model (5 MB) is for the collection area's camera dialog only (issue 24).
  const faceModel: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/portrait-models/')) faceModel.push(request.url());
  });
  for (const path of desktopMarketingPages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Every link of the page comes into view once, as a reader scrolling down would bring it (the collection
    // mini-site's pages have no site footer, so to the end of the page rather than to the footer).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await unusedStylePreloads(page), path).toEqual([]);
  }
  expect(warnings).toEqual([]);
  expect(faceModel).toEqual([]);
});

test('the header and footer prefetch no pages', async ({ page }) => {
  const payloads = recordPagePayloads(page);
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await page.locator('body > footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);
});

test('the login page prefetches only the register and reset pages it links to', async ({ page }) => {
  const payloads = recordPagePayloads(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.locator('body > footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(new Set(payloads)).toEqual(
    new Set(payloads.filter((path) => ['/register', '/reset'].includes(path))),
  );
  expect(payloads.length).toBeLessThanOrEqual(6);
});

test('the live demo fetches nothing of the runtime until the visitor opens it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const runtime = () => requests.filter((path) => /^\/(mobile\/)?p\/|^\/api\/bot\/|^\/vad\//.test(path));
  await page.goto('/real-time-interaction', { waitUntil: 'networkidle' });
  await page.locator('body > footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(runtime()).toEqual([]);
  expect(page.frames().filter((frame) => /\/p\//.test(frame.url()))).toEqual([]);
  // The same scripts as a page without the demo (and without islands of its own: /pricing has the promotions
  // banner): the facade is HTML, not an island.
  const scripts = await page.evaluate(() =>
    [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname),
  );
  await page.goto('/aboutUs', { waitUntil: 'networkidle' });
  const plainScripts = await page.evaluate(() =>
    [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname),
  );
  expect(new Set(scripts)).toEqual(new Set(plainScripts));

  await page.goto('/real-time-interaction', { waitUntil: 'networkidle' });
  await page.locator('[data-site-demo] summary').click();
  await expect.poll(() => runtime()).toContain('/p/demo-zh');
});
