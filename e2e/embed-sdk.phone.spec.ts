import { expect, test } from '@playwright/test';
import { appWithAllowedOrigin } from './embed-sdk.kit';
import { zh } from './runtime.kit';

const G = zh.SdkGuide;

test('on a phone the SDK guide gives the embed code to copy and the reference, without the live sample', async ({
  page,
  context,
}) => {
  const appId = await appWithAllowedOrigin(page, 'sdk-phone', 'https://shop.example.com');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard/h5sdk');
  await expect(page).toHaveURL(/\/mobile\/dashboard\/h5sdk$/);
  await expect(page.getByRole('combobox', { name: G.application })).toHaveValue(new RegExp(appId), {
    timeout: 30_000,
  });
  const code = page.getByLabel(G.quickStart.title);
  await expect(code).toContainText(`data-app-id="${appId}"`);
  await page.getByRole('button', { name: G.copy }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  await expect(page.getByRole('table', { name: G.reference.methods })).toContainText(
    'DigitalHuman.speak(text)',
  );
  await expect(page.getByRole('table', { name: G.reference.events })).toContainText('subtitle');
  await expect(page.getByRole('log')).toHaveCount(0);
});
