import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { ZH } from './support/hosts';
import { createApplication, hintOf } from './resources.kit';

// Runs in the phone project: /dashboard/resources has no /mobile twin, so a phone gets the same page, fitted.

const { zh } = catalogues;
const r = zh.Resources;

test('on a phone at 390 px: an application created, its key once, then masked; the home lists it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('resources-phone');
  await registerViaApi(page.request, email, `E2E Phone Resources ${Date.now()}`);
  await logInViaApi(page, email, ZH, '/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  const home = page.getByRole('region', { name: r.phone.title });
  await expect(home.getByText(r.phone.empty)).toBeVisible();
  await expect(home.getByRole('link', { name: r.phone.h5sdk })).toHaveAttribute(
    'href',
    '/mobile/dashboard/h5sdk',
  );

  await page.goto('/dashboard/resources');
  await expect(page).toHaveURL(/\/dashboard\/resources$/);
  // Both of the trial's slots: nothing would stay for share links and previews, so the form asks first.
  const { dialog, key } = await createApplication(page, r, {
    name: '手机应用',
    concurrency: 2,
    stays: { stays: 0, total: 2 },
  });
  await dialog.getByRole('button', { name: r.key.done }).click();
  const card = page.getByRole('article', { name: '手机应用' });
  await expect(card.getByTestId('key-hint')).toHaveText(hintOf(key));
  await expect(page.getByText(key)).toHaveCount(0);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('concurrency-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByText(zh.Api.unknownError)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/resources-390.png', fullPage: true });

  await page.goto('/mobile/dashboard');
  await expect(home.getByText('手机应用')).toBeVisible();
  await expect(
    home.getByText(r.phone.inUse.replace('{inUse}', '0').replace('{concurrency}', '2')),
  ).toBeVisible();
  await expect(home.getByText(r.status.active)).toBeVisible();
});
