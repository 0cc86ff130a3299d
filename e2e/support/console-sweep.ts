import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { call, publishedSession } from '../runtime.kit';
import { EN, ZH } from './hosts';
import { axeViolations } from './page-checks';
import type { Device } from '@/lib/routing/device';
import { desktopLoginPaths, mobileLoginPaths, mobileLoginPatterns } from '@/lib/routing/route-table';
import { mobileTwin } from '@/lib/routing/device-redirect';
import { isNotYetBuilt } from '@/lib/routing/paths';
import { catalogues } from '@/messages/catalogues';

// Issue 19 §1.1: every console page and every runtime page, signed in, in both languages. A page fails on a
// MISSING_MESSAGE in the console, on visible text that is a message key (`SessionsUpload.hint`), on an uncaught
// error and on serious or critical axe violations. One browser context per language; the login is shared.

const namespaces = new Set(Object.keys(catalogues.zh));
const KEY_LIKE = /\b([A-Z][A-Za-z]+)\.([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)*)\b/g;

export interface SweepReport {
  missingMessages: string[];
  pageErrors: string[];
  rawKeys: string[];
  violations: string[];
}

/** Text on screen (and in the labels a screen reader reads) that names a key of the catalogue. */
async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].flatMap(
      (el) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...labels].join('\n');
  });
  return [...texts.matchAll(KEY_LIKE)].filter((m) => namespaces.has(m[1]!)).map((m) => m[0]);
}

/**
 * Listens to a page for the whole of `action` and judges what is on screen after it. `axe: false` skips the
 * accessibility scan for a page the sweep scans in its other language.
 */
export async function sweepPage(
  page: Page,
  action: () => Promise<void>,
  { axe = true } = {},
): Promise<SweepReport> {
  const missingMessages: string[] = [];
  const pageErrors: string[] = [];
  const onConsole = (message: { text(): string }) => {
    if (message.text().includes('MISSING_MESSAGE')) missingMessages.push(message.text().slice(0, 200));
  };
  const onPageError = (error: Error) => pageErrors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await action();
    // Let client islands load their data and render what it brings before judging the page.
    // Pages that poll never go idle: a short wait bounds the sweep.
    await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => {});
    return {
      missingMessages: [...new Set(missingMessages)],
      pageErrors,
      rawKeys: [...new Set(await rawKeysOn(page))],
      violations: axe ? await axeViolations(page) : [],
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

export function expectClean(report: SweepReport, label: string) {
  expect.soft(report.missingMessages, `${label}: MISSING_MESSAGE`).toEqual([]);
  expect.soft(report.rawKeys, `${label}: message keys on screen`).toEqual([]);
  expect.soft(report.pageErrors, `${label}: uncaught errors`).toEqual([]);
  expect.soft(report.violations, `${label}: axe serious/critical`).toEqual([]);
}

type Session = { conversationId: string; shareCode: string; characterCode: string };

export interface Fixture {
  session: Session;
  appId: string;
}

/** A new account with a published session and an application serving it, signed in on `page`'s Chinese host. */
async function accountWithEverything(page: Page): Promise<Fixture> {
  const { id } = await publishedSession(page, 'sweep');
  // The list's summary names the character, which the phone's persona page has in its path.
  const { list } = await call<{ list: Session[] }>(page, '/management/conversation/query', {});
  const session = list.find((s) => s.conversationId === id)!;
  const app = await call<{ appId: string }>(page, '/management/application/createApplication', {
    name: 'Sweep',
    concurrency: 1,
    conversationId: id,
  });
  return { session, appId: app.appId };
}

const fill = (pattern: string, session: Session) =>
  pattern.replace(':x', session.conversationId).replace(':x', session.characterCode);

/** The console pages a device opens: its own, plus the desktop pages phones keep (drawn to fit). */
export function consolePaths(device: Device, session: Session): string[] {
  const withQuery = (path: string) =>
    path === '/session/edit' ? `${path}?conversationId=${session.conversationId}` : path;
  const desktop = desktopLoginPaths.filter((p) => !isNotYetBuilt(p));
  if (device === 'desktop') return desktop.map(withQuery);
  return [
    ...mobileLoginPaths.filter((p) => !isNotYetBuilt(p)),
    ...mobileLoginPatterns.map((p) => fill(p, session)),
    ...desktop.filter((p) => mobileTwin(p) === null).map(withQuery),
  ];
}

/** The runtime pages of a device: share link, owner preview, userPreview and the hosted page of an application. */
export function runtimePaths(device: Device, { session, appId }: Fixture): string[] {
  const prefix = device === 'phone' ? '/mobile' : '';
  return [
    `${prefix}/p/${session.shareCode}`,
    `${prefix}/preview/${session.conversationId}`,
    `${prefix}/userPreview/${session.conversationId}`,
    `/collection/preview/${appId}`,
  ];
}

export interface SweepContexts {
  zh: Page;
  en: Page;
  fixture: Fixture;
  close(): Promise<void>;
}

/** Signs in once on the Chinese host and hands the same login to a second context on the English host. */
export async function signedInContexts(browser: Browser, device: Device): Promise<SweepContexts> {
  // The account is set up on a desktop page (the login form and the API calls are the same on every device);
  // its login, which holds for both hosts, goes to one context per language on the device under test.
  const setup = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: ZH });
  const fixture = await accountWithEverything(await setup.newPage());
  const storageState = await setup.storageState();
  await setup.close();
  const options = device === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome'];
  const zhContext: BrowserContext = await browser.newContext({ ...options, baseURL: ZH, storageState });
  const enContext: BrowserContext = await browser.newContext({ ...options, baseURL: EN, storageState });
  const zh = await zhContext.newPage();
  const en = await enContext.newPage();
  return {
    zh,
    en,
    fixture,
    close: async () => {
      await zhContext.close();
      await enContext.close();
    },
  };
}
