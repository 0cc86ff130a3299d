import { expect, test } from '@playwright/test';
import { EN, UA, ZH } from './support/hosts';

// Runs in the phone project (a Pixel 7 user agent and viewport).

test('a phone asking for /pricing lands on /mobile/pricing', async ({ page }) => {
  await page.goto('/pricing?ref=ad');
  await expect(page).toHaveURL(`${ZH}/mobile/pricing?ref=ad`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('a phone on the English host gets the English mobile page', async ({ page }) => {
  await page.goto(`${EN}/pricing`);
  await expect(page).toHaveURL(`${EN}/mobile/pricing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a phone on / ends on the mobile home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(`${ZH}/mobile/index`);
});

test('a phone without a session on /dashboard goes to /mobile/login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${ZH}/mobile/login?redirect=%2Fmobile%2Fdashboard`);
});

test('an unknown path answers 404 with the mobile 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('not-found').getByRole('link')).toHaveAttribute('href', '/mobile/index');
  await expect(page.locator('footer')).toBeVisible();
});

test('the mobile language switch lands on the same mobile page on the other host', async ({ page }) => {
  await page.goto('/mobile/pricing');
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(`${EN}/mobile/pricing`);
});

test('a runtime page is not redirected by device', async ({ request }) => {
  for (const path of ['/preview/some-conversation', '/p/share-1', '/collection/preview/app-1']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': UA.iPhone } });
    expect(response.status(), path).not.toBe(307);
    expect(response.headers().location, path).toBeUndefined();
  }
});
