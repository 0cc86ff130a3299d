import { expect, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { inspectPage } from './support/page-checks';

// The docs center's journeys, shared by the desktop and phone specs.

export const docsText = { zh: zh.Docs, en: en.Docs } as const;

/** The guides' titles the journeys meet (content/docs/*.md front matter). */
export const guideTitles = {
  zh: { runtime: '运行时', tokens: '自建应用令牌' },
  en: { runtime: 'The runtime', tokens: 'Build-your-own tokens' },
} as const;

/** The wake word is only explained in the runtime guide: a search for it must find that guide first. */
export const wakeWordQuery = { zh: '唤醒词', en: 'wake word' } as const;

/** Opens the docs home and checks it is clean: its h1, no serious axe violation, no console error. */
export async function openDocsHome(page: Page, url: string, locale: 'zh' | 'en') {
  const report = await inspectPage(page, url);
  expect(report.status).toBe(200);
  expect(report.h1).toEqual([docsText[locale].title]);
  expect(report.violations).toEqual([]);
  expect(report.consoleErrors).toEqual([]);
}

/** Searches from the home page's box and opens the first hit with Enter, as a keyboard user would. */
export async function searchAndOpen(page: Page, locale: 'zh' | 'en') {
  const box = page.getByRole('searchbox', { name: docsText[locale].search.label });
  await box.fill(wakeWordQuery[locale]);
  // The hit in the search's own list: the home's guide cards link to the same guide before any hit is there.
  const hit = page
    .getByRole('search')
    .getByRole('link', { name: new RegExp(guideTitles[locale].runtime) })
    .first();
  await expect(hit).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/doc\/runtime$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guideTitles[locale].runtime);
}
