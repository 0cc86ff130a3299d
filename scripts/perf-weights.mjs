// Page weight as a browser sees it, for `npm run perf`. Each page opens in a fresh Chromium context (empty cache):
// as a phone (Pixel 7) for /mobile pages, as a desktop otherwise. Every script and stylesheet response is summed by
// the bytes it took on the wire, i.e. after the server's gzip.
//
// Counted: what the page requests until the load event (`js`, `css`), and separately what it requests after it
// until the network has been quiet for a while (`jsAfterLoad`): chunks loaded after hydration and the route chunks
// Next.js prefetches for links in view. Not counted: `<script nomodule>` polyfills (a modern browser never fetches
// them), RSC payloads of prefetched routes, fonts, images and the HTML document itself (`html`, reported apart;
// inline <style> and <script> travel in it).
import { chromium, devices } from '@playwright/test';
import { deviceOfPath } from '../lib/routing/device-path.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

const QUIET_MS = 1500;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function measure(browser, origin, pagePath) {
  const device = deviceOfPath(pagePath) === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome'];
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  let loaded = false;
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type)) return;
    const afterLoad = loaded;
    pending.push(
      request.sizes().then(({ responseBodySize }) => ({ type, afterLoad, bytes: responseBodySize })),
    );
  });
  try {
    const response = await page.goto(origin + pagePath, { waitUntil: 'load' });
    loaded = true;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    const entries = await Promise.all(pending);
    const sum = (type, afterLoad) =>
      entries
        .filter((e) => e.type === type && (afterLoad === undefined || e.afterLoad === afterLoad))
        .reduce((total, e) => total + e.bytes, 0);
    return {
      path: pagePath,
      status: response?.status(),
      jsKb: kb(sum('script', false)),
      jsAfterLoadKb: kb(sum('script', true)),
      cssKb: kb(sum('stylesheet')),
      htmlKb: kb(sum('document')),
    };
  } finally {
    await context.close();
  }
}

/** The weight of each page, measured one after the other in one Chromium. */
export async function measurePageWeights(origin, pages, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const weights = [];
    for (const pagePath of pages) weights.push(await measure(browser, origin, pagePath));
    return weights;
  } finally {
    await browser.close();
  }
}
