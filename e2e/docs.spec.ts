import { expect, test } from '@playwright/test';
import { docsText, guideTitles, openDocsHome, searchAndOpen } from './docs.kit';
import { EN, ZH } from './support/hosts';

// Desktop: a developer opens the docs center, searches, reads a guide with highlighted samples in zh and en, and
// follows the menu to the API reference.

test('a developer searches the docs, reads guides in zh and en and reaches the API reference', async ({
  page,
}) => {
  for (const [locale, origin] of [
    ['zh', ZH],
    ['en', EN],
  ] as const) {
    const t = docsText[locale];
    await openDocsHome(page, `${origin}/doc`, locale);
    await searchAndOpen(page, locale);

    // The table of contents leads to a heading anchor of the page.
    const toc = page.getByRole('navigation', { name: t.onThisPage });
    await toc.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/doc\/runtime#.+/);

    // The menu goes to the tokens guide; its samples are highlighted code.
    const menu = page.getByRole('navigation', { name: t.menu }).first();
    await menu.getByRole('link', { name: guideTitles[locale].tokens }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guideTitles[locale].tokens);
    await expect(page.locator('pre code.hljs.language-python .hljs-keyword').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: guideTitles[locale].tokens })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Previous and next walk the guides in order.
    await page.getByRole('link', { name: new RegExp(t.next) }).click();
    await expect(page).not.toHaveURL(/\/doc\/tokens$/);

    // The reference pages are one click away.
    await page
      .getByRole('navigation', { name: t.menu })
      .first()
      .getByRole('link', { name: t.reference.api, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/doc/api$`));
  }
});
