import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, sessionToken, uniqueEmail, zh } from './accounts.kit';
import { ZH } from './support/hosts';
import { waitForHydration } from './support/hydration';
import { catalogues } from '@/messages/catalogues';

const { en } = catalogues;

test('on a phone, a login from the home page’s free trial returns there with the console entry; the console switches language and keeps the session', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('chrome-phone');
  const company = `E2E Chrome Phone ${Date.now()}`;
  await registerViaApi(request, email, company);

  await page.goto('/mobile/index');
  const header = page.locator('body > header');
  await expect(header.getByTestId('console-entry')).toBeHidden();
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  const form = page.getByRole('form', { name: zh.Auth.tabPassword });
  await expect(form.getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();

  await expect(page).toHaveURL(/\/mobile\/index$/);
  const entry = header.getByTestId('console-entry');
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', '/mobile/dashboard');
  await header.locator('summary').click();
  await expect(header.getByRole('navigation').getByTestId('account-name')).toHaveText(company);

  await entry.click();
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  const token = await sessionToken(context);
  // Before hydration the switch is a plain link to the other host.
  await waitForHydration(page);
  await header.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${ZH}/mobile/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.Console.welcome.replace('{company}', company),
  );
  expect(await sessionToken(context)).toBe(token);
});

test('the footer sits at the bottom of a short mobile page', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 1600 });
  await page.goto('/mobile/no-such-page');
  const box = await page.locator('body > footer').boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.y + box!.height - 1600)).toBeLessThanOrEqual(1);
});
