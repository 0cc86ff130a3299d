import { expect, test } from '@playwright/test';
import { logInViaApi, registerViaApi, textsTo, uniqueEmail, uniqueMobile, zh } from './accounts.kit';
import { ZH } from './support/hosts';
import { askLoginCode, bindFromAccountCard, openSmsLogin, smsLogIn } from './mobile-binding.kit';

test('bind a mobile number from the account card, change it, then log in by SMS with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('bind');
  const company = `E2E Bind ${Date.now()}`;
  await registerViaApi(request, email, company);
  const first = uniqueMobile();
  const second = uniqueMobile();

  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('account-card');
  await expect(card.getByTestId('account-mobile')).toHaveText(zh.Account.mobileNotBound);

  await bindFromAccountCard(page, first, zh.Account.bindMobile);
  // The new number's code goes to the new number, and the old one hears nothing.
  const textsToFirst = textsTo(first);
  await bindFromAccountCard(page, second, zh.Account.changeMobile);
  expect(textsTo(first)).toBe(textsToFirst);
  await page.reload();
  await expect(card.getByTestId('account-mobile')).toHaveText(second);

  await page.getByRole('button', { name: zh.Account.logout }).click();
  await expect(page).toHaveURL(/\/login$/);

  await smsLogIn(page, second, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    zh.Console.welcome.replace('{company}', company),
  );
  await expect(card.getByTestId('account-mobile')).toHaveText(second);
});

test('the SMS tab answers a number without an account like any other, and its login fails', async ({
  page,
}) => {
  const stranger = uniqueMobile();
  await openSmsLogin(page, '/login');
  const form = await askLoginCode(page, stranger);
  await expect(page.getByText(zh.Auth.smsCodeSent.replace('{minutes}', '5'))).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.locator('input[name="smsCode"]').fill('123456');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
  await expect(form.getByText(zh.Validation.codeInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(textsTo(stranger)).toBe(0);
});
