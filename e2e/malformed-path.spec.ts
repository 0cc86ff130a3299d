import { expect, test, type APIResponse } from '@playwright/test';
import { EN, ZH } from './support/hosts';

// A path whose percent-escapes are not UTF-8 made Next answer a plain-text 500 without any security header.
// scripts/serve.mjs sends such a path where no page or route is, so it is answered like any path that names
// nothing: the site's 404 page for pages, the API's JSON envelope for /api, each with the usual headers.

function expectUsualHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(headers['content-security-policy'], 'a Content-Security-Policy').toBeTruthy();
}

for (const path of ['/p/%c0%af', '/collection/preview/%c0']) {
  test(`the page ${path} answers the 404 page, with the security headers`, async ({ request }) => {
    const response = await request.get(`${ZH}${path}`);
    expect(response.status()).toBe(404);
    expectUsualHeaders(response);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('页面不存在');
  });
}

test('an English page with a malformed path answers the English 404 page', async ({ page }) => {
  const response = await page.goto(`${EN}/p/%c0%af`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found').first()).toBeVisible();
});

for (const path of [
  '/api/files/..%c0%af..%c0%afetc/passwd',
  '/api/bot/audio/%c0.wav',
  '/api/sys-api/captcha%ff',
]) {
  test(`the API path ${path} answers the 404 envelope, with the API's security headers`, async ({
    request,
  }) => {
    const response = await request.get(`${ZH}${path}?lang=en`);
    expect(response.status()).toBe(404);
    expectUsualHeaders(response);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await response.json()).toMatchObject({ code: 40400, message: 'Not found.', data: null });
  });
}
