import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from './accounts.kit';
import { en, secretFromPage, storeSecret, zh } from './build-your-own.kit';
import { EN, ZH } from './support/hosts';

// Runs in the phone project: what a phone can usefully do with build your own — generate or rotate the secret,
// see and copy the connection URL and the examples.

for (const [host, texts, locale] of [
  [ZH, zh, 'zh'],
  [EN, en, 'en'],
] as const) {
  test(`the phone's build-your-own page at 390 px on ${locale}`, async ({ page, request }) => {
    const email = uniqueEmail(`byo-phone-${locale}`);
    await registerViaApi(request, email, `BYO phone ${locale}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host}/mobile/login`);
    const form = page.getByRole('form', { name: texts.Auth.tabPassword });
    await expect(form.getByRole('img', { name: texts.Auth.captchaAlt })).toBeVisible();
    await form.locator('input[name="username"]').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="captchaCode"]').fill('abcd');
    await form.getByRole('button', { name: texts.Auth.submitLogin, exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/dashboard$/);

    await page.goto(`${host}/mobile/dashboard/build-your-own`);
    const B = texts.BuildYourOwn;
    await expect(page.getByRole('heading', { name: B.title, level: 1 })).toBeVisible();
    const secret = await secretFromPage(page, texts);
    await page.screenshot({
      path: test.info().outputPath(`build-your-own-secret-${locale}-390.png`),
      fullPage: true,
      scale: 'css',
    });
    await storeSecret(page, secret, texts);
    const rotated = await secretFromPage(page, texts, { rotate: true });
    expect(rotated).not.toBe(secret);
    await storeSecret(page, rotated, texts);

    await expect(page.getByTestId('connection-url')).toHaveValue(
      `${host}/collection/preview/<appId>?token={token}`,
    );
    await expect(page.getByRole('button', { name: B.copy }).first()).toBeVisible();
    await expect(page.getByTestId('node-example')).toBeVisible();
    // The phone leaves the token check to the desk.
    await expect(page.getByRole('heading', { name: B.check.title })).toHaveCount(0);
    // Nothing is wider than the phone: long code lines scroll inside their block.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every button shows its whole label: none is squeezed by the text beside it.
    const clipped = await page
      .locator('main button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => b.clientWidth > 0 && b.scrollWidth > b.clientWidth + 1)
          .map((b) => b.textContent),
      );
    expect(clipped).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`build-your-own-${locale}-390.png`),
      fullPage: true,
      scale: 'css',
    });
  });
}
