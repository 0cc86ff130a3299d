import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { MARKETING_CACHE_CONTROL } from '@/lib/seo/cache-headers.mjs';
import { logIn, passwordForm, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { catalogues, expectFieldError, submitContact } from './contact.kit';
import { EN, UA, ZH } from './support/hosts';

// The security headers as a browser meets them: each page's Content-Security-Policy is enforced, and hydrating the
// page and using its islands reports no violation. Marketing and auth pages stay static (their inline scripts are
// allowed by hash); the console is rendered per request and runs on a nonce.

/** Every CSP complaint of the page: Chromium's console messages and the `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  // Init scripts run before the page's own, through DevTools, so the policy does not apply to them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`,
      ),
    );
  });
  return violations;
}

/** The enforced policy of a response as directive → sources; fails when it is missing or only report-only. */
function enforcedPolicy(response: Response | APIResponse | null): Map<string, string[]> {
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], 'an enforced Content-Security-Policy').toBeTruthy();
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  return new Map(
    headers['content-security-policy']!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectStrictBasics(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
}

function expectCommonHeaders(response: Response | null, { microphone = '()' } = {}) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain(`microphone=${microphone}`);
  expect(headers['permissions-policy']).toContain('camera=()');
  // `npm test` serves a production build (over plain HTTP, where browsers ignore HSTS).
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
}

const isStatic = (policy: Map<string, string[]>) => {
  const scripts = policy.get('script-src') ?? [];
  return scripts.some((s) => s.startsWith("'sha256-")) && !scripts.some((s) => s.startsWith("'nonce-"));
};

for (const [locale, origin, other] of [
  ['zh', ZH, EN],
  ['en', EN, ZH],
] as const) {
  test(`a marketing page on the ${locale} host is static, enforced and hydrates without a violation`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`${origin}/pricing`);
    const policy = enforcedPolicy(response);
    expectStrictBasics(policy);
    expectCommonHeaders(response);
    expect(isStatic(policy), 'inline scripts allowed by hash, no nonce').toBe(true);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response?.headers()['cache-control']).toBe(MARKETING_CACHE_CONTROL);

    // The language switch gets the address with the query once React has hydrated it.
    await page.goto(`${origin}/pricing?csp=1`);
    const languageSwitch = page.getByTestId('language-switch').first();
    await expect(languageSwitch).toHaveAttribute('href', `${other}/pricing?csp=1`);
    await languageSwitch.click();
    await expect(page).toHaveURL(`${other}/pricing?csp=1`);
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute(
      'href',
      `${origin}/pricing?csp=1`,
    );
    expect(violations).toEqual([]);
  });
}

test('a mobile marketing page is static and enforced too', async ({ request }) => {
  const response = await request.get(`${ZH}/mobile/index`, { headers: { 'user-agent': UA.iPhone } });
  expect(response.status()).toBe(200);
  const policy = enforcedPolicy(response);
  expectStrictBasics(policy);
  expect(isStatic(policy)).toBe(true);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the contact form validates in the browser (zod) without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const policy = enforcedPolicy(await page.goto(`${EN}/contactUs`));
  expect(isStatic(policy)).toBe(true);
  await expect(page.locator('form[data-testid="contact-form"] fieldset')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await submitContact(page, 'en');
  await expectFieldError(page, 'company', catalogues.en.Validation.required);
  expect(violations).toEqual([]);
});

test('the login page is never framed, and its captcha and form work without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`${ZH}/login`);
  const policy = enforcedPolicy(response);
  expectStrictBasics(policy);
  expectCommonHeaders(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('img-src')).toContain('data:');

  // The captcha is fetched from the API after hydration and drawn as a data: image.
  const captcha = passwordForm(page).getByRole('img', { name: zh.Auth.captchaAlt });
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveAttribute('src', /^data:image\//);
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Validation in the browser: an empty submit marks the fields instead of posting.
  await passwordForm(page).getByRole('button', { name: zh.Auth.submitLogin, exact: true }).click();
  await expect(passwordForm(page).locator('input[name="username"]')).toHaveAttribute('aria-invalid', 'true');
  expect(violations).toEqual([]);
});

/** Console messages in which Chromium refuses to show a framed page. */
function watchFrameRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  return refusals;
}

/** Frames `paths` of this origin in the current page (same origin, so a session cookie goes along). */
async function frame(page: Page, paths: string[]) {
  await page.evaluate((sources) => {
    for (const src of sources) {
      const element = document.createElement('iframe');
      element.src = src;
      document.body.append(element);
    }
  }, paths);
}

test('the console runs on a fresh nonce, is never framed, and works without a violation', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('csp');
  const company = `E2E CSP ${Date.now()}`;
  await registerViaApi(request, email, company);
  const violations = await watchViolations(page);
  await logIn(page, email);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(zh.Console.welcome.replace('{company}', company));

  // A full load, so the console's own response and policy govern the document.
  const response = await page.goto(`${ZH}/dashboard`);
  const policy = enforcedPolicy(response);
  expectStrictBasics(policy);
  expectCommonHeaders(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const nonce = policy
    .get('script-src')
    ?.find((s) => s.startsWith("'nonce-"))
    ?.slice(7, -1);
  expect(nonce, 'a nonce').toBeTruthy();
  expect(policy.get('script-src')).toContain("'strict-dynamic'");
  // Next.js put the nonce on every script it wrote into the page.
  const scriptTags = (await response!.text()).match(/<script\b[^>]*\ssrc=[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  const again = enforcedPolicy(await page.request.get(`${ZH}/dashboard`));
  expect(again.get('script-src')).not.toContain(`'nonce-${nonce}'`);
  await expect(heading).toHaveText(zh.Console.welcome.replace('{company}', company));

  // Even a page of the site itself may not frame the console.
  const refusals = watchFrameRefusals(page);
  await page.goto(`${ZH}/pricing`);
  await frame(page, ['/dashboard']);
  await expect.poll(() => refusals.length).toBe(1);
  expect(refusals[0]).toContain("frame-ancestors 'none'");

  // An island at work: logging out calls the API and goes to the login page.
  await page.goto(`${ZH}/dashboard`);
  await page.getByRole('button', { name: zh.Account.logout }).click();
  await expect(page).toHaveURL(`${ZH}/login`);
  await expect(passwordForm(page)).toBeVisible();
  expect(violations.filter((text) => !text.includes('frame-ancestors'))).toEqual([]);
});

test('auth pages refuse to be framed, marketing pages only by the site itself', async ({ page }) => {
  const refusals = watchFrameRefusals(page);
  await page.goto(`${ZH}/pricing`);
  await frame(page, ['/login', '/register', '/privacy']);
  await expect.poll(() => refusals.length).toBe(2);
  for (const refusal of refusals) expect(refusal).toContain("frame-ancestors 'none'");
  const privacy = page.frameLocator('iframe[src="/privacy"]');
  await expect(privacy.getByTestId('language-switch').first()).toBeAttached();
});

test('the violation watch itself notices a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${ZH}/pricing`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('API answers are nosniff data that loads nothing and cannot be framed', async ({ request }) => {
  const response = await request.get(`${ZH}/api/sys-api/captcha`);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
