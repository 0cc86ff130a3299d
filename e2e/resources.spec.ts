import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { ZH } from './support/hosts';
import { createApplication, hintOf, openApiStatus, readShownKey } from './resources.kit';

const { zh } = catalogues;
const r = zh.Resources;
/** Every new account's sample session. */
const SAMPLE = '示例：认识数字人平台';

test('an application: its key shown once and copied, masked afterwards, rotated; the concurrency chart', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('resources');
  await registerViaApi(page.request, email, `E2E Resources ${Date.now()}`);
  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: zh.Console.menuLabel })
    .getByRole('link', { name: zh.Resources.menu })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  // A trial account: its own grant of 2, nothing assigned yet.
  await expect(page.getByTestId('total-in-use')).toContainText('0');
  await expect(page.getByTestId('total-in-use')).toContainText(r.totals.ofTotal.replace('{total}', '2'));
  await expect(page.getByText(r.apps.empty)).toBeVisible();
  const grants = page.getByRole('table', { name: r.grants.tableLabel });
  await expect(grants.getByRole('row')).toHaveCount(2);
  await expect(grants.getByText(r.source.trial)).toBeVisible();

  // The form checks the §5 rules before sending: the name is required.
  await page.getByRole('button', { name: r.apps.create }).click();
  const form = page.getByRole('dialog', { name: r.form.createTitle });
  await form.getByRole('button', { name: r.form.create }).click();
  await expect(form.getByText(zh.Validation.required)).toBeVisible();
  // More than the grant has free is refused by the server, on the field.
  await form.getByRole('textbox', { name: r.form.name }).fill('官网');
  await form.getByRole('textbox', { name: r.form.concurrency }).fill('3');
  await form.getByRole('button', { name: r.form.create }).click();
  await expect(form.getByText(zh.Validation.concurrencyOverFree)).toBeVisible();
  await form.getByRole('button', { name: r.cancel }).click();

  const { dialog, key } = await createApplication(page, r, {
    name: '官网',
    concurrency: 1,
    session: SAMPLE,
    stays: { stays: 1, total: 2 },
  });
  await dialog.getByRole('button', { name: r.key.copy }).click();
  await expect(dialog.getByRole('button', { name: r.key.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: r.key.done }).click();
  await expect(dialog).toBeHidden();

  // Afterwards only its hint: the page never shows the key again, not even after a reload.
  const row = page.getByRole('row', { name: /官网/ });
  await expect(row.getByTestId('key-hint')).toHaveText(hintOf(key));
  await expect(row.getByText(r.status.active)).toBeVisible();
  await expect(row.getByText('0 / 1')).toBeVisible();
  await expect(row.getByText(SAMPLE)).toBeVisible();
  await page.reload();
  await expect(row.getByTestId('key-hint')).toHaveText(hintOf(key));
  await expect(page.getByText(key)).toHaveCount(0);
  const appId = (await row.getByTestId('app-id').textContent())!;
  await row.getByRole('button', { name: r.apps.copyAppId.replace('{name}', '官网') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appId);
  expect(await openApiStatus(page, key)).toBe(200);

  // Rotate, after a confirmation: a new key, once; the old one is refused at once.
  await row.getByRole('button', { name: r.apps.rotateOne.replace('{name}', '官网') }).click();
  const confirm = page.getByRole('dialog', { name: r.rotate.title });
  await confirm.getByRole('button', { name: r.rotate.confirm }).click();
  const rotated = await readShownKey(page, r);
  expect(rotated.key).not.toBe(key);
  await rotated.dialog.getByRole('button', { name: r.key.done }).click();
  await expect(row.getByTestId('key-hint')).toHaveText(hintOf(rotated.key));
  expect(await openApiStatus(page, key)).toBe(401);
  expect(await openApiStatus(page, rotated.key)).toBe(200);

  // The chart: in use now of the total, drawn once its library has loaded.
  const chart = page.getByRole('region', { name: r.chart.title });
  await expect(chart.getByTestId('chart-in-use')).toHaveText('0 / 2');
  await expect(chart.getByTestId('concurrency-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.getByText(r.chart.granted)).toBeVisible();
  await expect(page.getByText(zh.Api.unknownError)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/resources-1280.png', fullPage: true });
});
