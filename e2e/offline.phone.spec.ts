import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logIn, registerViaApi, uniqueEmail } from './accounts.kit';
import { confirmRevoke, createLicence, giveSampleSession } from './offline.kit';
import { shareLoginWithEnglishSite } from './session-list.kit';
import { EN } from './support/hosts';

// Runs in the phone project: /dashboard/offline has no /mobile twin (routes.md), so a phone gets the desktop page,
// which must read and copy at 390 px.

test('on a phone at 390 px: a licence made, its code readable and copyable, revoked; a package built and downloaded; zh and en', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('offline-phone');
  await registerViaApi(page.request, email, `E2E Phone Offline ${Date.now()}`);
  await logIn(page, email, '/mobile/login');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  await giveSampleSession(page);

  const zh = catalogues.zh.Offline;
  await page.goto('/dashboard/offline');
  await expect(page).toHaveURL(/\/dashboard\/offline$/);
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  const { licence, code } = await createLicence(page, zh, '病房');
  const copy = licence
    .getByRole('button', { name: zh.copyCode.replace('{code}', code) })
    .locator('visible=true');
  await expect(copy).toBeInViewport();
  await copy.click();
  await expect(copy).toHaveText(zh.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The session's offline package: built, its version listed with a download link that answers the zip.
  const pkg = page.getByTestId('package').first();
  await pkg.getByRole('button', { name: zh.packages.build }).click();
  const link = pkg.getByTestId('package-download').locator('visible=true');
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(pkg.getByTestId('package-state')).toHaveText(zh.packages.current);
  const zip = await page.request.get(String(await link.getAttribute('href')));
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect(zip.headers()['content-disposition']).toMatch(/^attachment/);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/offline-390.png', fullPage: true });

  await shareLoginWithEnglishSite(context);
  const en = catalogues.en.Offline;
  await page.goto(`${EN}/dashboard/offline`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(licence.getByTestId('activation-code').locator('visible=true')).toHaveText(code);
  await expect(pkg.getByTestId('package-state')).toHaveText(en.packages.current);
  await expect(pkg.getByRole('button', { name: en.packages.rebuild })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await licence.getByRole('button', { name: en.revokeLicence }).click();
  await confirmRevoke(page, en, en.revokeLicenceTitle);
  await expect(licence.getByTestId('licence-status')).toHaveText(en.status.revoked);
});
