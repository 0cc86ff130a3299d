import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Device } from '@/lib/routing/device';
import { deviceOfPath } from '@/lib/routing/device-path.mjs';
import { isAuthPage } from '@/lib/routing/return-path';
import { EN, UA, ZH } from './hosts';
import { HAN, inspectPage, scansAxeIn, type PageReport } from './page-checks';
import { reachablePages } from './link-crawl';
import { deviceTwin, landingPath, publicPaths } from './public-paths';
import { expectSeo } from './seo-expectations';

/**
 * Declares the all-pages sweep (issue 4) for one kind of device: every public page answers 200 on both hosts after
 * the device redirect, shows one h1 in the host's language, logs no console errors, has no serious or critical
 * axe violations (in one of its languages) and carries its search-engine data. One browser context serves every page of the file.
 */
export function declareSweep(device: Device) {
  const handheld = device === 'phone';
  const landings = [...new Set(publicPaths.map((path) => landingPath(path, handheld)))];
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(handheld ? devices['Pixel 7'] : devices['Desktop Chrome']);
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());

  test('every public path leads to its device page on both hosts', async ({ request }) => {
    const userAgent = handheld ? UA.iPhone : UA.desktop;
    // Node does not resolve *.localhost as Chromium does: the English site is reached by its Host header.
    for (const [lang, host] of [
      ['zh', new URL(ZH).host],
      ['en', new URL(EN).host],
    ] as const) {
      for (const path of publicPaths) {
        const twin = deviceTwin(path, handheld);
        const response = await request.get(ZH + path, {
          maxRedirects: 0,
          headers: { 'user-agent': userAgent, host },
        });
        if (twin) expect.soft(response.headers().location, `${lang} ${path}`).toBe(twin);
        else expect.soft(response.status(), `${lang} ${path}`).toBe(200);
      }
      const pricing = await request.get(`${ZH}/pricing`, { headers: { host, 'user-agent': UA.desktop } });
      const html = await pricing.text();
      expect(html, `${lang} host answers in its language`).toContain(`<html lang="${lang}"`);
    }
  });

  test('every public page can be reached by following links', async ({ request }) => {
    // Auth pages are reached through the free-trial button and the console; /mobile/retail is the same screen as
    // /mobile/bankFitness, which the industry page links.
    const linked = (p: string) => !isAuthPage(p) && p !== '/mobile/retail';
    const expected = landings.filter((p) => deviceOfPath(p) === device && linked(p));
    const start = handheld ? '/mobile/index' : '/pricing';
    const reached = await reachablePages(
      request,
      start,
      new Set(landings),
      handheld ? UA.iPhone : UA.desktop,
    );
    expect(expected.filter((p) => !reached.has(p))).toEqual([]);
  });

  for (const [index, path] of landings.entries()) {
    test(`${path} in Chinese and English`, async () => {
      const zh = await inspectPage(page, ZH + path, { axe: scansAxeIn('zh', index) });
      const en = await inspectPage(page, EN + path, { axe: scansAxeIn('en', index) });
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
        expectSeo(report.seo, path, lang as 'zh' | 'en');
      }
      expect.soft(zh.h1[0] ?? '', 'zh h1 is Chinese').toMatch(HAN);
      expect.soft(en.h1[0] ?? '', 'en h1 is English').not.toMatch(HAN);
      expect.soft(en.h1[0], 'h1 differs between the sites').not.toBe(zh.h1[0]);
    });
  }
}
