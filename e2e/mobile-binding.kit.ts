import { expect, type Page } from '@playwright/test';
import { passwordForm, textedCode, textsTo, zh } from './accounts.kit';

// Shared steps of e2e/mobile-binding(.phone).spec.ts: the e2e server texts into its outbox, the "phone" read here.

/** Binds `mobile` from the console home's account card; `action` is the card's button (bind, or change). */
export async function bindFromAccountCard(page: Page, mobile: string, action: string) {
  const card = page.getByTestId('account-card');
  await card.getByRole('button', { name: action }).click();
  const form = card.getByRole('form', { name: action });
  await form.locator('input[name="mobile"]').fill(mobile);
  const seen = textsTo(mobile);
  await form.getByRole('button', { name: zh.Auth.sendCode }).click();
  await expect(form.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await form.locator('input[name="smsCode"]').fill(await textedCode(mobile, seen));
  await form.getByRole('button', { name: zh.Account.saveMobile }).click();
  await expect(card.getByTestId('account-mobile')).toHaveText(mobile);
  await expect(form).toBeHidden();
}

/** Opens the SMS tab of the login page at `url`, once React has taken the page over. */
export async function openSmsLogin(page: Page, url: string) {
  await page.goto(url);
  await expect(passwordForm(page).getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  await page.getByRole('tab', { name: zh.Auth.tabSms }).click();
  const form = page.getByRole('form', { name: zh.Auth.tabSms });
  await expect(form.getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  return form;
}

/** Asks for a login code on the SMS tab (any image code passes: the e2e server runs with CAPTCHA=off). */
export async function askLoginCode(page: Page, mobile: string) {
  const form = page.getByRole('form', { name: zh.Auth.tabSms });
  await form.locator('input[name="mobile"]').fill(mobile);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.sendCode }).click();
  await expect(form.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  return form;
}

/** Logs in on the SMS tab of the login page at `url` with the code texted to `mobile`. */
export async function smsLogIn(page: Page, mobile: string, url: string) {
  await openSmsLogin(page, url);
  const seen = textsTo(mobile);
  const form = await askLoginCode(page, mobile);
  await form.locator('input[name="smsCode"]').fill(await textedCode(mobile, seen));
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
}
