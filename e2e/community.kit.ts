import { expect, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';

// The forum's steps shared by the desktop and phone journeys.

/** A message's `select` branch as the page shows it, e.g. the board's name. */
export const branch = (message: string, key: string) =>
  message.match(new RegExp(`(?<![a-z])${key} \\{([^}]*)\\}`))![1]!;

/** Writes a post through the form on the forum's list page and returns its detail page's path. */
export async function writePost(page: Page, locale: 'zh' | 'en', title: string, body: string) {
  const t = catalogues[locale].Community;
  await page.getByLabel(t.form.title).fill(title);
  await page.getByLabel(t.form.body).fill(body);
  await page.getByRole('button', { name: t.form.submit }).click();
  await expect(page.getByText(t.form.submitted)).toBeVisible();
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}
