import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { EN, UA, ZH } from './hosts';
import { HAN, inspectPage, type PageReport } from './page-checks';
import { deviceTwin, landingPath, publicPaths } from './public-paths';

/**
 * Declares the all-pages sweep (issue 4) for one kind of device: every public page answers 200 on both hosts after
 * the device redirect, shows one h1 in the host's language, logs no console errors and has no serious or critical
 * axe violations. One browser context serves every page of the file.
 */
export function declareSweep(device: 'desktop' | 'phone') {
  const handheld = device === 'phone';
  const landings = [...new Set(publicPaths.map((path) => landingPath(path, handheld)))];
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(handheld ? devices['Pixel 7'] : devices['Desktop Chrome']);
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());

  test('every public path leads to its device page', async ({ request }) => {
    const userAgent = handheld ? UA.iPhone : UA.desktop;
    for (const path of publicPaths) {
      const twin = deviceTwin(path, handheld);
      const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': userAgent } });
      if (twin) expect.soft(response.headers().location, path).toBe(twin);
      else expect.soft(response.status(), path).toBe(200);
    }
  });

  for (const path of landings) {
    test(`${path} in Chinese and English`, async () => {
      const zh = await inspectPage(page, ZH + path);
      const en = await inspectPage(page, EN + path);
      for (const [site, report, lang] of [
        [ZH, zh, 'zh'],
        [EN, en, 'en'],
      ] as [string, PageReport, string][]) {
        expect.soft(report.status, `${lang} status`).toBe(200);
        expect.soft(report.finalUrl, `${lang} url`).toBe(site + path);
        expect.soft(report.lang, `${lang} html lang`).toBe(lang);
        expect.soft(report.h1, `${lang} exactly one h1`).toHaveLength(1);
        expect.soft(report.consoleErrors, `${lang} console errors`).toEqual([]);
        expect.soft(report.violations, `${lang} axe serious/critical`).toEqual([]);
      }
      expect.soft(zh.h1[0] ?? '', 'zh h1 is Chinese').toMatch(HAN);
      expect.soft(en.h1[0] ?? '', 'en h1 is English').not.toMatch(HAN);
      expect.soft(en.h1[0], 'h1 differs between the sites').not.toBe(zh.h1[0]);
    });
  }
}
