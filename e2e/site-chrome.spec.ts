import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, passwordForm, registerViaApi, sessionToken, uniqueEmail, zh } from './accounts.kit';
import { signInHint, signedInSnapshot } from './site-chrome.kit';
import { EN, ZH } from './support/hosts';
import { waitForHydration } from './support/hydration';
import { catalogues } from '@/messages/catalogues';

const { en } = catalogues;
const welcome = (locale: 'zh' | 'en', company: string) =>
  catalogues[locale].Console.welcome.replace('{company}', company);

/** Fills the login form already on screen (a reload would lose the page the login returns to). */
async function submitLogin(page: Page, email: string) {
  const form = passwordForm(page);
  await expect(form.getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
}

test('logging in from a page’s free-trial button returns there, with the console entry and the account in the header', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('chrome');
  const company = `E2E Chrome ${Date.now()}`;
  await registerViaApi(request, email, company);

  await page.goto('/pricing');
  const header = page.locator('body > header');
  await expect(header.getByTestId('console-entry')).toBeHidden();
  await header.getByTestId('free-trial').click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email);

  await expect(page).toHaveURL(/\/pricing$/);
  const entry = header.getByTestId('console-entry');
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', '/dashboard');
  await expect(entry).toContainText(zh.Header.console);
  await expect(entry.getByTestId('account-name')).toHaveText(company);
  await entry.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome('zh', company));
});

test('the console entry is in the page from the first paint: scripts filling in the account move nothing', async ({
  page,
  context,
}) => {
  await signInHint(context, ZH, 'Acme 数字科技有限公司');
  // Hold the page's scripts back to see the page as it is painted before them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body > header').getByTestId('console-entry')).toBeVisible();
  const painted = await signedInSnapshot(page);
  release();
  await expect(page.locator('body > header').getByTestId('account-name')).toHaveText('Acme 数字科技有限公司');
  expect(await signedInSnapshot(page)).toEqual(painted);
});

test('switching the language in the console keeps the session and the host, and the console speaks it', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('lang');
  const company = `E2E Lang ${Date.now()}`;
  await registerViaApi(request, email, company);
  await page.goto(`${ZH}/login`);
  await submitLogin(page, email);
  await expect(page).toHaveURL(`${ZH}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome('zh', company));
  const token = await sessionToken(context);

  await page.getByTestId('console-language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${ZH}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome('en', company));
  await expect(page.getByRole('navigation', { name: en.Console.menuLabel })).toContainText(en.Console.home);
  expect(await sessionToken(context)).toBe(token);

  // Public pages of this host keep its language; the console stays English on a new visit.
  await page.goto(`${ZH}/pricing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.goto(`${ZH}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome('en', company));

  await page.getByTestId('console-language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome('zh', company));
  expect(await sessionToken(context)).toBe(token);
});

test('the language switch of an auth page stays on the host and sets the preference', async ({ page }) => {
  await page.goto(`${ZH}/register`);
  // Before hydration the switch is a plain link to the other host.
  await waitForHydration(page);
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${ZH}/register`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Auth.registerTitle);
  await waitForHydration(page);
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page).toHaveURL(`${ZH}/register`);
});

test('the console menu’s border reaches the bottom of the window', async ({ page, request }) => {
  const email = uniqueEmail('sidebar');
  await registerViaApi(request, email, `E2E Sidebar ${Date.now()}`);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: zh.Console.menuLabel });
  const bottom = await menu.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThanOrEqual(1400 - 1);
});

for (const [host, name] of [
  [ZH, 'zh'],
  [EN, 'en'],
] as const) {
  test(`the footer sits at the bottom of a short page (${name})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto(`${host}/no-such-page`);
    const box = await page.locator('body > footer').boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.y + box!.height - 1600)).toBeLessThanOrEqual(1);
  });
}
