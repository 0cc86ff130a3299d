import type { BrowserContext, Page } from '@playwright/test';

// Shared steps of the site-chrome journeys.

/**
 * What a login leaves in the browser for the static pages: the `dh_li` hint cookie and the stored account. Enough
 * for the header (the console itself verifies the real session).
 */
export async function signInHint(context: BrowserContext, origin: string, companyName: string) {
  await context.addCookies([{ name: 'dh_li', value: '1', url: origin }]);
  await context.addInitScript((name) => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ userId: 'u-e2e', corpId: 'c-e2e', email: 'e2e@example.com', companyName: name }),
    );
  }, companyName);
}

/** Where the header's parts are drawn. */
export function signedInSnapshot(page: Page) {
  return page.locator('body > header').evaluate((header) =>
    [...header.querySelectorAll('a, summary')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getBoundingClientRect())
      .map((box) => [box.x, box.y, box.width, box.height].map(Math.round)),
  );
}
