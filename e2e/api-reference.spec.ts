import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { EN, ZH } from './support/hosts';
import { inspectPage } from './support/page-checks';

// The API reference (issue 23 §1): a signed-in developer finds an endpoint by searching, copies its example and
// tries the call with their own console session, seeing a 200 with their own data; zh and en; no serious axe
// violations; the raw document is served for client generators from any origin.

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  const t = catalogues[locale].ApiReference;

  test(`${locale}: a developer finds an endpoint, copies the example and tries it with their session`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`reference-${locale}`);
    await registerViaApi(request, email, `Reference Co ${locale}`);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await logInViaApi(page, email, origin);
    await page.waitForURL('**/dashboard');

    const report = await inspectPage(page, `${origin}/doc/api`);
    expect(report.status).toBe(200);
    expect(report.h1).toEqual([t.title]);
    expect(report.violations).toEqual([]);

    // The index lists every operation in a line; the filter narrows it, and the line leads to its group's page.
    await page.getByRole('searchbox', { name: t.filter }).fill('user/info');
    const entry = page.locator('a[href$="#getSysApiUserInfo"]');
    await expect(entry).toBeVisible();
    await expect(page.locator('a[href$="#postSysApiLogin"]')).toBeHidden();
    await entry.click();
    await page.waitForURL(/\/doc\/api\/[a-z-]+#getSysApiUserInfo$/);
    await expect(page.locator('#getSysApiUserInfo')).toBeVisible();
    // The group's page, loaded afresh (a navigation to the same page with a fragment would not load it again).
    const group = await inspectPage(page, page.url().split('#')[0]!);
    expect(group.status).toBe(200);
    expect(group.violations).toEqual([]);
    const operation = page.locator('#getSysApiUserInfo');

    await operation.getByRole('button', { name: `${t.copy}: curl` }).click();
    await expect(operation.getByRole('button', { name: `${t.copy}: curl` })).toHaveText(t.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${origin}/api/sys-api/user/info`);
    expect(copied).toContain('Authorization: Bearer');

    await operation.getByRole('button', { name: t.tryIt.open }).click();
    await operation.getByRole('button', { name: t.tryIt.send, exact: true }).click();
    await expect(operation.getByTestId('try-status')).toHaveText('200');
    await expect(operation.getByTestId('try-body')).toContainText(email);

    await page.goto(`${origin}/doc/errors`);
    await expect(
      page.getByRole('heading', { level: 1, name: catalogues[locale].ApiErrorCodes.title }),
    ).toBeVisible();
    await expect(page.locator('#code-40000')).toContainText('400');
    await context.close();
  });
}

test('the OpenAPI document is served as JSON to any origin', async ({ request }) => {
  const response = await request.get(`${ZH}/openapi.json`, { headers: { origin: 'https://editor.example' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  expect((await response.json()).openapi).toBe('3.1.0');
});
