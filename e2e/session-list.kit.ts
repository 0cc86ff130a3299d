import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { EN, ZH } from './support/hosts';

// Shared steps of the session list journeys (desktop and phone).

export const SAMPLE_NAME = '示例：认识数字人平台';

/** The session cookie belongs to the host that set it; the English site gets the same sealed session. */
export async function shareLoginWithEnglishSite(context: BrowserContext) {
  const session = (await context.cookies(ZH)).find((cookie) => cookie.name === 'dh_session');
  expect(session).toBeDefined();
  await context.addCookies([{ ...session!, domain: new URL(EN).hostname }]);
}

export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Opens a card's "more actions" menu and picks an item. */
export async function cardMenu(page: Page, cardLocator: Locator, moreLabel: string, item: string) {
  await cardLocator.getByRole('button', { name: moreLabel }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Whether nothing inside the element is wider than its box, and the element fits the viewport. */
export async function fitsWidth(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.right <= window.innerWidth + 0.5 && element.scrollWidth <= element.clientWidth + 1
    );
  });
}
