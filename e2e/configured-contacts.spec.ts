import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { E2E_BUILD_ENV } from '@/scripts/e2e-env.mjs';
import { EN, ZH } from './support/hosts';

// The e2e build is configured with a hotline and an Android package link (scripts/e2e-env.mjs).

test('/config.json carries the environment overrides of the running server', async ({ request }) => {
  const config = await (await request.get(`/config.json?t=${Date.now()}`)).json();
  expect(config).toMatchObject({
    hotline: E2E_BUILD_ENV.HOTLINE,
    androidAppUrl: E2E_BUILD_ENV.ANDROID_APP_URL,
    siteEnHost: 'en.localhost',
  });
});

for (const host of [ZH, EN]) {
  test(`the companion page offers the app and a QR code of its link on ${host}`, async ({ page }) => {
    await page.goto(`${host}/downloadCompanyApp`);
    const download = page.locator(`a[href="${E2E_BUILD_ENV.ANDROID_APP_URL}"]`);
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('download', '');
    const qr = page.getByTestId('companion-qr');
    await expect(qr).toBeVisible();
    // The same encoder with the same settings yields the same modules: the code carries exactly this link.
    const expected = await QRCode.toString(E2E_BUILD_ENV.ANDROID_APP_URL, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    const path = (svg: string) => /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1];
    expect(path(await qr.innerHTML())).toBe(path(expected));
    await expect(page.getByTestId('companion-unavailable')).toHaveCount(0);
  });
}

test('the desktop contact page shows the hotline as a phone link', async ({ page }) => {
  await page.goto('/contactUs');
  await expect(page.locator('a[href="tel:+861000000000"]')).toHaveText(E2E_BUILD_ENV.HOTLINE);
});

for (const [host, locale] of [
  [ZH, 'ZH'],
  [EN, 'EN'],
] as const) {
  test(`the footer names the company, its address and the ICP filing on ${host}`, async ({ page }) => {
    await page.goto(`${host}/aboutUs`);
    const identity = page.locator('footer').getByTestId('company-identity');
    await expect(identity).toContainText(E2E_BUILD_ENV[`COMPANY_NAME_${locale}`]);
    await expect(identity).toContainText(E2E_BUILD_ENV[`COMPANY_ADDRESS_${locale}`]);
    const filing = identity.getByRole('link', { name: E2E_BUILD_ENV.ICP_FILING });
    await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(filing).toBeVisible();
  });
}
