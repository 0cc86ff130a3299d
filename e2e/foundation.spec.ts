import { expect, test } from '@playwright/test';
import { EN, UA, ZH, sealedSessionCookie } from './support/hosts';

const noFollow = { maxRedirects: 0 } as const;

test.describe('locale by host', () => {
  test('the English host gets <html lang="en">, any other host lang="zh"', async ({ page }) => {
    await page.goto(`${EN}/pricing`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`${ZH}/pricing`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('the language switch lands on the same path and query on the other host', async ({ page }) => {
    await page.goto(`${ZH}/pricing?ref=switch`);
    // The query is only known in the browser: a click before hydration would drop it.
    const languageSwitch = page.getByTestId('language-switch').first();
    await expect(languageSwitch).toHaveAttribute('href', `${EN}/pricing?ref=switch`);
    await languageSwitch.click();
    await expect(page).toHaveURL(`${EN}/pricing?ref=switch`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageSwitch).toHaveAttribute('href', `${ZH}/pricing?ref=switch`);
    await languageSwitch.click();
    await expect(page).toHaveURL(`${ZH}/pricing?ref=switch`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('the language switch follows client navigations', async ({ page }) => {
    await page.goto(`${ZH}/pricing`);
    await page.locator('footer').getByRole('link').first().click();
    await expect(page).toHaveURL(`${ZH}/privacy`);
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', `${EN}/privacy`);
  });
});

test.describe('redirects', () => {
  test('/ goes to /index and /index to /login', async ({ request }) => {
    const root = await request.get('/', noFollow);
    expect(root.status()).toBe(307);
    expect(root.headers().location).toBe('/index');
    const index = await request.get('/index', noFollow);
    expect(index.status()).toBe(307);
    expect(index.headers().location).toBe('/login');
  });

  test('a fixed redirect keeps the query string', async ({ request }) => {
    const response = await request.get('/personas?tab=mine', noFollow);
    expect(response.headers().location).toBe('/dashboard/session?tab=mine');
  });

  test('/developers goes to the forum with its query; /collection goes to the collection mini-site’s home', async ({
    request,
  }) => {
    const developers = await request.get('/developers?tab=sdk', noFollow);
    expect(developers.status()).toBe(307);
    expect(developers.headers().location).toBe('/community?tab=sdk');
    const collection = await request.get('/collection', noFollow);
    expect(collection.status()).toBe(307);
    expect(collection.headers().location).toBe('/collection/home');
  });

  test('an iPhone on /pricing goes to /mobile/pricing, a desktop on /mobile/pricing to /pricing', async ({
    request,
  }) => {
    const phone = await request.get('/pricing', { ...noFollow, headers: { 'user-agent': UA.iPhone } });
    expect(phone.status()).toBe(307);
    expect(phone.headers().location).toBe('/mobile/pricing');
    const desktop = await request.get('/mobile/pricing', {
      ...noFollow,
      headers: { 'user-agent': UA.desktop },
    });
    expect(desktop.headers().location).toBe('/pricing');
  });

  test('a trailing slash goes to the canonical path', async ({ request }) => {
    const response = await request.get('/pricing/', noFollow);
    expect([307, 308]).toContain(response.status());
    expect(response.headers().location).toBe('/pricing');
  });
});

test.describe('login guard', () => {
  test('/dashboard without a session goes to /login?redirect=%2Fdashboard', async ({ page, request }) => {
    const response = await request.get('/dashboard', noFollow);
    expect(response.headers().location).toBe('/login?redirect=%2Fdashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${ZH}/login?redirect=%2Fdashboard`);
  });

  test('x-middleware-subrequest changes nothing', async ({ request }) => {
    for (const value of [
      'middleware:middleware:middleware:middleware:middleware',
      'proxy:proxy:proxy:proxy:proxy',
    ]) {
      const response = await request.get('/dashboard', {
        ...noFollow,
        headers: { 'x-middleware-subrequest': value },
      });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/login?redirect=%2Fdashboard');
    }
  });

  test('a logged-in visitor on /login?redirect=//evil.example stays on the site', async ({ request }) => {
    const cookie = `dh_session=${await sealedSessionCookie()}`;
    for (const target of [
      '//evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example/',
      '/\\evil.example',
    ]) {
      const response = await request.get(`/login?redirect=${encodeURIComponent(target)}`, {
        ...noFollow,
        headers: { cookie },
      });
      expect(response.status(), target).toBe(307);
      expect(response.headers().location, target).toBe('/dashboard');
    }
    const safe = await request.get('/login?redirect=%2Fpricing%3Fplan%3Dteam', {
      ...noFollow,
      headers: { cookie },
    });
    expect(safe.headers().location).toBe('/pricing?plan=team');
  });

  test('a visitor without a session on /login?redirect=//evil.example sees the login page', async ({
    page,
  }) => {
    const response = await page.goto('/login?redirect=//evil.example');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).host).toBe(new URL(ZH).host);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the desktop 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\p{Script=Han}/u);
    await expect(page.locator('body > header > nav')).toBeVisible();
  });

  test('the 404 pages are in the HTML itself, for crawlers and pages still loading their scripts', async ({
    request,
  }) => {
    const cases = [
      { url: '/no-such-page', ua: UA.desktop, home: 'href="/"' },
      { url: '/news/no-such-article', ua: UA.desktop, home: 'href="/"' },
      { url: '/mobile/news/no-such-article', ua: UA.iPhone, home: 'href="/mobile/index"' },
      { url: '/no-such-page', ua: UA.iPhone, home: 'href="/mobile/index"' },
    ];
    for (const { url, ua, home } of cases) {
      const response = await request.get(url, { headers: { 'user-agent': ua } });
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain('<html lang="zh"');
      expect(html, url).toMatch(/<h1[^>]*>页面不存在<\/h1>/);
      expect(html, url).toContain(home);
      expect(html, url).toContain('<meta name="robots" content="noindex');
    }
  });

  test('the English 404 page is in English', async ({ page }) => {
    const response = await page.goto(`${EN}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/\p{Script=Han}/u);
  });
});

test('/config.json is served', async ({ request }) => {
  const response = await request.get(`/config.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    serviceBaseUrl: expect.any(String),
    siteEnHost: 'en.localhost',
  });
});

test('the banner dismissal persists across reloads and pages', async ({ page }) => {
  await page.goto('/pricing');
  const banner = page.getByTestId('site-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('site-banner')).toBeHidden();
  await page.goto('/aboutUs');
  await expect(page.getByTestId('site-banner')).toBeHidden();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('site-banner')).toBeVisible();
});

test('the page scrolls back to the top after a client navigation', async ({ page }) => {
  await page.goto('/pricing');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('footer').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
