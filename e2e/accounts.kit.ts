import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { ZH } from './support/hosts';
import { outboxFiles } from './support/outbox';
import { catalogues } from '@/messages/catalogues';

const { zh } = catalogues;

// Shared steps of e2e/accounts.spec.ts. The e2e server runs with CAPTCHA=off, so any image code is accepted.

export { zh };
export const PASSWORD = 'Trial#2026ok';
/** scripts/e2e-server.mjs seals sessions with this secret; the test unseals the cookie to learn the token. */
const SESSION_SECRET = 'e2e-session-secret-0123456789abcdef0123456789';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const messagesTo = (channel: 'mail' | 'sms', to: string) =>
  outboxFiles().filter((f) => f.name.includes(`-${channel}-${to}-`));

/** The code of the newest message to `to` once there are more than `seen` (the server may send after answering). */
async function newestCode(channel: 'mail' | 'sms', to: string, seen = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const messages = messagesTo(channel, to);
        const newest = messages.length > seen ? messages.at(-1) : undefined;
        code = newest ? (JSON.parse(newest.text) as { code: string }).code : null;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** The newest code mailed to `email`, read from the server's outbox. */
export const mailedCode = (email: string) => newestCode('mail', email);

/** How many text messages `mobile` has received so far. */
export const textsTo = (mobile: string) => messagesTo('sms', mobile).length;

/** The code of the first text to `mobile` after the `seen` it had already received. */
export const textedCode = (mobile: string, seen: number) => newestCode('sms', mobile, seen);

/** A mainland mobile number no other test uses. */
export const uniqueMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A client address of its own for each account set up through the API. The e2e server sits behind one trusted
 * proxy (scripts/e2e-server.mjs, TRUST_PROXY=1), so this stands for a different visitor: a whole suite registering
 * from one address would meet the per-address limits on codes (30 mails an hour) that protect real users.
 */
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** An account made through the API (as an SDK caller would), for journeys that do not test registration. */
export async function registerViaApi(request: APIRequestContext, email: string, company: string) {
  const headers = { 'x-forwarded-for': visitorAddress() };
  const send = await request.post('/api/sys-api/email/code', {
    data: { email, purpose: 'register' },
    headers,
  });
  expect((await send.json()).code).toBe(0);
  const emailCode = await mailedCode(email);
  const done = await request.post('/api/sys-api/register', {
    data: { email, emailCode, password: PASSWORD, confirmPassword: PASSWORD, companyName: company },
    headers,
  });
  expect((await done.json()).code).toBe(0);
}

export const passwordForm = (page: Page, locale: 'zh' | 'en' = 'zh') =>
  page.getByRole('form', { name: catalogues[locale].Auth.tabPassword });

export async function logIn(page: Page, email: string, url = '/login', locale: 'zh' | 'en' = 'zh') {
  const t = catalogues[locale];
  await page.goto(url);
  const form = passwordForm(page, locale);
  // The captcha image is fetched after hydration: typing before it would be lost when React takes over.
  await expect(form.getByRole('img', { name: t.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: t.Auth.submitLogin, exact: true }).click();
}

/**
 * Signs `page`'s browser context in through the API, as the login form does, and opens `next` (the console by default)
 * on `origin`. For journeys that need a signed-in customer and do not test the login page itself (e2e/accounts.spec.ts
 * does): it saves loading the login page and waiting for its captcha. The call goes to the Chinese host (Node does not
 * resolve `en.localhost` as browsers do); the cookies it sets are given to `origin`'s host too, as a login there would.
 */
export async function logInViaApi(page: Page, email: string, origin: string, next = '/dashboard') {
  const context = page.context();
  const captcha = await context.request.get(`${ZH}/api/sys-api/captcha`);
  const { captchaId } = (await captcha.json()).data as { captchaId: string };
  const answer = await context.request.post(`${ZH}/api/sys-api/login`, {
    data: { username: email, password: PASSWORD, captchaId, captchaCode: 'abcd' },
    headers: { 'x-dh-client': 'web', origin: ZH },
  });
  expect((await answer.json()).code).toBe(0);
  const host = new URL(origin).hostname;
  if (host !== new URL(ZH).hostname) {
    const set = answer
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split('=')[0]!.trim());
    const cookies = (await context.cookies(ZH)).filter((c) => set.includes(c.name));
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: host })));
  }
  await page.goto(`${origin}${next}`);
}

/** The token sealed in the httpOnly session cookie, or null. */
export async function sessionToken(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'dh_session');
  if (!cookie?.value) return null;
  const data = await unsealData<{ token?: string }>(decodeURIComponent(cookie.value), {
    password: SESSION_SECRET,
  });
  return data.token ?? null;
}

/**
 * Every text body the page loads (documents, scripts, RSC payloads, API answers), read as it passes through, so
 * a later navigation cannot discard it. Redirects pass through unfollowed, as the browser would see them.
 */
export async function recordBodies(page: Page): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  await page.route('**/*', async (route) => {
    try {
      const response = await route.fetch({ maxRedirects: 0 });
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json|text\/x-component|text\/plain/.test(type)) {
        bodies.set(
          `${route.request().method()} ${route.request().url()} #${bodies.size}`,
          await response.text(),
        );
      }
      await route.fulfill({ response });
    } catch {
      // The page moved on or closed while this request was in flight.
      await route.continue().catch(() => {});
    }
  });
  return bodies;
}
