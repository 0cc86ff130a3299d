import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail, uniqueMobile, zh } from './accounts.kit';
import { bindFromAccountCard, smsLogIn } from './mobile-binding.kit';

test('on a phone, bind a number on the mobile console home, log out, log in by SMS with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone-bind');
  const company = `E2E Phone Bind ${Date.now()}`;
  await registerViaApi(request, email, company);
  const mobile = uniqueMobile();

  await page.goto('/mobile/login');
  const form = page.getByRole('form', { name: zh.Auth.tabPassword });
  await expect(form.getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);

  await expect(page.getByTestId('account-mobile')).toHaveText(zh.Account.mobileNotBound);
  await bindFromAccountCard(page, mobile, zh.Account.bindMobile);

  await page.getByRole('button', { name: zh.Account.logout }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);

  await smsLogIn(page, mobile, '/mobile/login');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    zh.Console.welcome.replace('{company}', company),
  );
  await expect(page.getByTestId('account-mobile')).toHaveText(mobile);
});
