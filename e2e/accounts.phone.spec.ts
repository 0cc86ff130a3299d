import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { ZH, sealedSessionCookie } from './support/hosts';

test('on a phone, login leads to the mobile console home and logout back to the mobile login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone');
  const company = `E2E Phone ${Date.now()}`;
  await registerViaApi(request, email, company);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fdashboard$/);

  const form = page.getByRole('form', { name: zh.Auth.tabPassword });
  // The form sends the captcha's id with the answer: a submit before the image arrives is refused.
  await expect(form.getByRole('img', { name: zh.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();

  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    zh.Console.welcome.replace('{company}', company),
  );
  await expect(page.getByTestId('trial-state')).toContainText(/试用剩余 \d+ 天/);
  for (const path of ['/mobile/register', '/mobile/reset', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/mobile\/dashboard$/);
  }

  await page.getByRole('button', { name: zh.Account.logout }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  await page.goto('/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/login\?redirect=/);
});

test('a phone whose session the server no longer honours goes to the mobile login, back to the page it asked for', async ({
  page,
  context,
}) => {
  // The proxy only unseals the cookie; the mobile console layout finds that no such token exists.
  await context.addCookies([{ name: 'dh_session', value: await sealedSessionCookie(), url: ZH }]);
  await page.goto('/mobile/personas/create?from=menu');
  await expect(page).toHaveURL(
    `${ZH}/mobile/login?redirect=%2Fmobile%2Fpersonas%2Fcreate%3Ffrom%3Dmenu&reason=expired`,
  );
  await expect(page.getByTestId('session-ended')).toHaveText(zh.Api.loginExpired);
  expect((await context.cookies()).find((cookie) => cookie.name === 'dh_session')).toBeUndefined();
});
