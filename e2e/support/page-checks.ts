import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readSeo, type SeoReport } from './seo-checks';

export interface PageReport {
  status: number | undefined;
  finalUrl: string;
  lang: string | null;
  h1: string[];
  consoleErrors: string[];
  /** axe violations of impact serious or critical, as `rule: target, …`; none when the check was not asked for. */
  violations: string[];
  seo: SeoReport;
}

/**
 * Opens a URL and collects what the all-pages sweep asserts: status, language, headings, errors, axe and SEO.
 * `axe: false` skips the accessibility scan, the check's largest cost, for a page already scanned in the other language.
 */
export async function inspectPage(page: Page, url: string, { axe = true } = {}): Promise<PageReport> {
  const consoleErrors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => consoleErrors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    // Let hydration and client islands report their errors before judging the page.
    await page.waitForLoadState('networkidle').catch(() => {});
    return {
      status: response?.status(),
      finalUrl: page.url(),
      lang: await page.locator('html').getAttribute('lang'),
      h1: (await page.locator('h1').allInnerTexts()).map((t) => t.trim()),
      consoleErrors,
      violations: axe ? await axeViolations(page) : [],
      seo: await readSeo(page),
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/** axe's serious and critical violations of WCAG 2.1 A and AA on the page as it is, as `rule: target, …`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Whether a sweep scans the `index`-th page with axe in `lang`. axe, a sweep's largest cost per page, runs once per
 * page: in Chinese on every other page, in English on the rest. A page's two languages share its markup and colours;
 * what differs, the text, the sweeps judge in both.
 */
export const scansAxeIn = (lang: 'zh' | 'en', index: number) => (index % 2 === 0) === (lang === 'zh');

export const HAN = /\p{Script=Han}/u;
