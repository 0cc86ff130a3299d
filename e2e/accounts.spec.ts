import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  logIn,
  mailedCode,
  passwordForm,
  recordBodies,
  registerViaApi,
  sessionToken,
  uniqueEmail,
  zh,
} from './accounts.kit';

const heading = (company: string) => zh.Console.welcome.replace('{company}', company);
const trialDays = /试用剩余 \d+ 天/;

test('register with the mailed code, log in, see the console, log out', async ({ page, context }) => {
  const email = uniqueEmail('journey');
  const company = `E2E Journey ${Date.now()}`;
  const bodies = await recordBodies(page);

  await page.goto('/register');
  const form = page.getByRole('form', { name: zh.Auth.registerTitle });
  await form.locator('input[name="email"]').fill(email);
  await form.getByRole('button', { name: zh.Auth.sendCode }).click();
  await expect(form.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await expect(page.getByText(zh.Auth.registerCodeSent)).toBeVisible();
  await form.locator('input[name="emailCode"]').fill(await mailedCode(email));
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await form.locator('input[name="companyName"]').fill(company);
  await form.getByRole('button', { name: zh.Auth.submitRegister }).click();

  await expect(page).toHaveURL(/\/login\?registered=1$/);
  await expect(page.getByRole('status')).toHaveText(zh.Auth.registered);
  // Toasts stay on their page: "code sent" does not follow the user onto the login page.
  await expect(page.getByText(zh.Auth.registerCodeSent)).toHaveCount(0);
  // The address just registered is filled in: only the password and the image code are left to type.
  await expect(passwordForm(page).locator('input[name="username"]')).toHaveValue(email);

  await logIn(page, email, page.url());
  await expect(page).toHaveURL(/\/dashboard$/);
  const [answer] = [...bodies].filter(
    ([key]) => key.startsWith('POST') && key.includes('/api/sys-api/login'),
  );
  expect(JSON.parse(answer?.[1] ?? '{}')).toMatchObject({ code: 0, data: { user: { email } } });
  expect(JSON.parse(answer?.[1] ?? '{}').data).not.toHaveProperty('token');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(company));
  await expect(page.getByTestId('account-card')).toContainText(email);
  await expect(page.getByTestId('trial-state')).toContainText(trialDays);
  await expect(page.getByRole('navigation', { name: zh.Console.menuLabel })).toContainText(zh.Console.home);

  // The session cookie is httpOnly and its token reaches neither script, storage nor any loaded file.
  const cookie = (await context.cookies()).find((c) => c.name === 'dh_session');
  expect(cookie?.httpOnly).toBe(true);
  const token = await sessionToken(context);
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => document.cookie)).not.toContain('dh_session');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).toContain(email);
  expect(storage).not.toContain(token as string);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(company));
  expect(await page.content()).not.toContain(token as string);
  expect(bodies.size).toBeGreaterThan(10);
  for (const [what, body] of bodies) expect(body, what).not.toContain(token as string);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.getByRole('button', { name: zh.Account.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'dh_session')).toBeUndefined();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(passwordForm(page)).toBeVisible();
});

test('a second login elsewhere ends the first session with a message', async ({ browser, request }) => {
  const email = uniqueEmail('elsewhere');
  const company = `E2E Elsewhere ${Date.now()}`;
  await registerViaApi(request, email, company);

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await logIn(firstPage, email);
  await expect(firstPage.getByRole('heading', { level: 1 })).toHaveText(heading(company));

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await logIn(secondPage, email);
  await expect(secondPage.getByRole('heading', { level: 1 })).toHaveText(heading(company));

  // The first browser's next step: opening its console again.
  await firstPage.reload();
  await expect(firstPage).toHaveURL(/\/login\?redirect=%2Fdashboard&reason=elsewhere$/);
  await expect(firstPage.getByTestId('session-ended')).toHaveText(zh.Api.loggedInElsewhere);
  expect(await firstPage.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect((await first.cookies()).find((c) => c.name === 'dh_session')).toBeUndefined();

  // The newer session is untouched.
  await secondPage.reload();
  await expect(secondPage.getByRole('heading', { level: 1 })).toHaveText(heading(company));

  // Logging in again from that page returns to where the visitor was.
  await logIn(firstPage, email, firstPage.url());
  await expect(firstPage).toHaveURL(/\/dashboard$/);
  await first.close();
  await second.close();
});

test('the login, register and reset pages send a logged-in visitor on, never off the site', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('redirect');
  await registerViaApi(request, email, `E2E Redirect ${Date.now()}`);

  await logIn(page, email, '/login?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login?redirect=//evil.example');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  for (const path of ['/register', '/reset', '/mobile/register', '/mobile/reset']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  }
  await page.goto('/register?redirect=%2Fpricing');
  await expect(page).toHaveURL(/\/pricing$/);
});

test('bad input on the login form gets translated messages and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  const form = passwordForm(page);
  await form.locator('input[name="username"]').fill('nobody@example.com');
  await form.locator('input[name="password"]').fill('short');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
  await expect(form).toContainText(zh.Validation.passwordLength);
  await expect(form).toContainText(zh.Validation.required);

  await form.locator('input[name="password"]').fill('Wrong#Pass2026');
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.locator('input[name="username"]')).toHaveValue('nobody@example.com');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer mid-trial applies to continue from the console home, as the trial limit invites', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('apply');
  await registerViaApi(request, email, `E2E Apply ${Date.now()}`);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('trial-state')).toContainText(trialDays);

  // The link of the trial's session limit (on the session pages) opens the application at once.
  await page.goto('/dashboard/session');
  await page.goto('/dashboard#apply-to-continue');
  const form = page.getByRole('form', { name: zh.Account.applyTitle });
  await form.getByLabel(zh.Account.contactName).fill('王琳');
  await form.getByLabel(zh.Account.phone).fill('13800138000');
  await form.getByLabel(zh.Account.message).fill('银行网点的迎宾数字人');
  await form.getByRole('button', { name: zh.Account.submitApplication }).click();
  await expect(page.getByText(zh.Account.applicationPending)).toBeVisible();
  await expect(page.getByTestId('trial-state')).toContainText(trialDays);
});
