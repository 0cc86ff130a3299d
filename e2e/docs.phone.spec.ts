import { expect, test } from '@playwright/test';
import { docsText, guideTitles, openDocsHome, searchAndOpen } from './docs.kit';
import { EN, ZH } from './support/hosts';

// Phone: the docs center under /mobile — search, the menu as a drawer, a guide that fits the screen.

test('on a phone a developer searches the docs and reads a guide from the menu drawer', async ({ page }) => {
  for (const [locale, origin] of [
    ['zh', ZH],
    ['en', EN],
  ] as const) {
    const t = docsText[locale];
    await openDocsHome(page, `${origin}/mobile/doc`, locale);
    await searchAndOpen(page, locale);
    await expect(page).toHaveURL(/\/mobile\/doc\/runtime$/);

    await page.getByText(t.menu, { exact: true }).click();
    const drawer = page.getByRole('navigation', { name: t.menu });
    await drawer.getByRole('link', { name: guideTitles[locale].tokens }).click();
    await expect(page).toHaveURL(/\/mobile\/doc\/tokens$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guideTitles[locale].tokens);
    // The menu closed behind the navigation, and the page is no wider than the screen (code scrolls inside).
    await expect(drawer.getByRole('link', { name: guideTitles[locale].tokens })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
