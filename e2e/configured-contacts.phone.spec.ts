import { expect, test } from '@playwright/test';
import { E2E_BUILD_ENV } from '@/scripts/e2e-env.mjs';
import { EN, ZH } from './support/hosts';

// Runs in the phone project. The e2e build is configured with a hotline (scripts/e2e-env.mjs).

for (const host of [ZH, EN]) {
  test(`the mobile home shows the phone hotline and the free trial on ${host}`, async ({ page }) => {
    await page.goto(`${host}/mobile/index`);
    const call = page.locator('#hotline a[href="tel:+861000000000"]');
    await expect(call).toBeVisible();
    await expect(call).toContainText(E2E_BUILD_ENV.HOTLINE);
    await expect(page.getByTestId('free-trial').first()).toHaveAttribute('href', '/login');
  });
}
