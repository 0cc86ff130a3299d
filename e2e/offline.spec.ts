import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logIn, registerViaApi, sessionToken, uniqueEmail } from './accounts.kit';
import { buyProduct } from './collection.kit';
import { activateDevice, confirmRevoke, createLicence, giveSampleSession } from './offline.kit';
import { shareLoginWithEnglishSite } from './session-list.kit';
import { EN } from './support/hosts';

// Issue 26 §2: the owner makes an offline licence, reads its activation code, sees the device that activated with
// it, revokes the device, then the licence (which frees the trial's one place) — in Chinese, then in English.

test('offline licences: create, see the code, a device activates, revoke device and licence, zh and en', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('offline');
  await registerViaApi(page.request, email, `E2E Offline ${Date.now()}`);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await giveSampleSession(page);

  const zh = catalogues.zh.Offline;
  await page.goto('/dashboard/offline');
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  await expect(page.getByText(zh.empty)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: catalogues.zh.Console.menuLabel })
      .getByRole('link', { name: zh.menu }),
  ).toHaveAttribute('aria-current', 'page');

  const { licence, code } = await createLicence(page, zh, '一楼大堂');
  await expect(licence.getByRole('heading', { name: /一楼大堂/ })).toBeVisible();
  // The trial's one licence is in use: the button waits until it is revoked.
  await expect(page.getByRole('button', { name: zh.create })).toBeDisabled();
  await expect(page.getByText(zh.allowanceFull)).toBeVisible();
  await licence.getByRole('button', { name: zh.copyCode.replace('{code}', code) }).click();
  await expect(licence.getByRole('button', { name: zh.copyCode.replace('{code}', code) })).toHaveText(
    zh.copied,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await activateDevice(page, code, '大堂屏幕');
  await page.reload();
  const row = licence.getByRole('row', { name: /大堂屏幕/ });
  await expect(row.getByText(zh.deviceState.active)).toBeVisible();
  await expect(licence.getByText(zh.codeUsed)).toBeVisible();
  await row.getByRole('button', { name: zh.revokeDeviceOf.replace('{name}', '大堂屏幕') }).click();
  await confirmRevoke(page, zh, zh.revokeDeviceTitle);
  await expect(row.getByText(zh.deviceState.revoked)).toBeVisible();

  await licence.getByRole('button', { name: zh.revokeLicence }).click();
  await confirmRevoke(page, zh, zh.revokeLicenceTitle);
  await expect(licence.getByTestId('licence-status')).toHaveText(zh.status.revoked);
  await expect(page.getByRole('button', { name: zh.create })).toBeEnabled();

  // The same in English, on the English host with the same login.
  const en = catalogues.en.Offline;
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}/dashboard/offline`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByTestId('licence').first().getByTestId('licence-status')).toHaveText(
    en.status.revoked,
  );
  const second = await createLicence(page, en, 'Ward 3');
  await expect(second.licence.getByText(en.deviceState.waiting)).toBeVisible();
  await second.licence.getByRole('button', { name: en.revokeLicence }).click();
  await confirmRevoke(page, en, en.revokeLicenceTitle);
  await expect(second.licence.getByTestId('licence-status')).toHaveText(en.status.revoked);
  await expect(second.licence.getByText(en.codeVoid)).toBeVisible();
  await expect(page.getByText(catalogues.en.Api.unknownError)).toHaveCount(0);
});

test('offline licences bought in billing: the way to buy, then a licence of three devices', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('offline-buy');
  await registerViaApi(page.request, email, `E2E Offline buy ${Date.now()}`);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await giveSampleSession(page);
  const token = (await sessionToken(page.context()))!;

  const zh = catalogues.zh.Offline;
  await page.goto('/dashboard/offline');
  await expect(page.getByTestId('offline-allowance')).toHaveText(
    zh.allowance.replace('{used}', '0').replace('{limit}', '1'),
  );
  // The way to buy: billing's buy dialog with an offline licence chosen.
  await page.getByRole('link', { name: zh.buyLicences }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/list\?buy=offline$/);
  await expect(page.getByRole('dialog').getByText('离线数字人授权 · 3 台设备 · 1 年').first()).toBeVisible();

  // Paid at the sandbox cashier: one more licence, of three devices.
  await buyProduct(page.request, token, (product) => product.kind === 'offline' && product.concurrency === 3);
  await page.goto('/dashboard/offline');
  await expect(page.getByTestId('offline-allowance')).toHaveText(
    zh.allowance.replace('{used}', '0').replace('{limit}', '2'),
  );
  await page.getByRole('button', { name: zh.create }).click();
  const form = page.getByRole('dialog', { name: zh.form.title });
  await expect(form.getByRole('textbox', { name: zh.form.devices })).toHaveValue('3');
  await form.getByRole('textbox', { name: zh.form.label }).fill('三台自助机');
  await form.getByRole('button', { name: zh.form.submit }).click();
  await expect(form).toBeHidden();
  const licence = page.getByTestId('licence').first();
  await expect(licence.getByRole('heading', { name: /三台自助机/ })).toBeVisible();
  await expect(licence.getByTestId('activation-code').locator('visible=true')).toHaveCount(3);
  // The trial's place is still free: one more licence, of one device.
  await expect(page.getByRole('button', { name: zh.create })).toBeEnabled();
});
