import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logIn, mailedCode, uniqueEmail, zh } from './accounts.kit';
import { LONG_REPLY, R, SHORT_REPLY, character, say, startConversation, subtitle } from './runtime.kit';

// Spec §2 (issue 25): the whole product under a base path. Runs only against a build with BASE_PATH set, which
// scripts/test.mjs makes after the main journeys:
//   BASE_PATH=/dh NEXT_DIST_DIR=.next-dh npx playwright test e2e/base-path.spec.ts --project desktop
// Every URL here carries the prefix by hand: one that leaks out of it answers 404 and fails the step.
const BASE = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
test.skip(!BASE, 'needs a build with BASE_PATH (scripts/test.mjs builds one with BASE_PATH=/dh)');

const at = (path: string) => `${BASE}${path}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, data: Record<string, unknown>) {
  const origin = new URL(page.url()).origin;
  const url = at(`/api${path}`);
  const answer =
    method === 'GET'
      ? await page.request.get(url, { params: data as Record<string, string>, headers: { origin } })
      : await page.request.post(url, { data, headers: { origin } });
  expect(answer.status(), url).toBe(200);
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  expect(body.code, body.message).toBe(0);
  return body.data;
}

/** A new account through the prefixed API, logged in through the prefixed login page. */
async function loggedInAccount(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const company = `Base path ${tag} ${Date.now()}`;
  const headers = {
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
  };
  const sent = await page.request.post(at('/api/sys-api/email/code'), {
    data: { email, purpose: 'register' },
    headers,
  });
  expect((await sent.json()).code).toBe(0);
  const emailCode = await mailedCode(email);
  const done = await page.request.post(at('/api/sys-api/register'), {
    data: { email, emailCode, password: PASSWORD, confirmPassword: PASSWORD, companyName: company },
    headers,
  });
  expect((await done.json()).code).toBe(0);
  await logIn(page, email, at('/login'));
  return company;
}

test('the site answers under the prefix: its root, a page with working assets and links, config.json', async ({
  page,
}) => {
  // The prefix's own root goes on to a page under the prefix (it answered 404 before the proxy matched it).
  const root = await page.goto(at(''));
  expect(root?.status()).toBeLessThan(400);
  expect(pathOf(page).startsWith(`${BASE}/`)).toBe(true);

  const pricing = await page.goto(at('/pricing'));
  expect(pricing?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Outside the prefix there is no site.
  expect((await page.request.get('/pricing')).status()).toBe(404);

  // The start-up configuration lives under the prefix and sends the browser's API calls there too.
  const config = await page.request.get(at(`/config.json?t=${Date.now()}`));
  expect(config.status()).toBe(200);
  expect(await config.json()).toMatchObject({ serviceBaseUrl: at('/api'), imageBaseUrl: at('/api/files/') });

  // The SDK is served under the prefix as well.
  expect((await page.request.get(at('/sdk/v1/digital-human.js'))).status()).toBe(200);
});

test('login under the prefix: the guard sends to the prefixed login, which returns to the console', async ({
  page,
}) => {
  await page.goto(at('/dashboard/account'));
  await expect(page).toHaveURL((url) => url.pathname === at('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/account');

  const company = await loggedInAccount(page, 'bp-login');
  await expect(page).toHaveURL((url) => url.pathname.startsWith(at('/dashboard')));
  await page.goto(at('/dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    zh.Console.welcome.replace('{company}', company),
  );
});

test('a conversation on a share link under the prefix: start, a question, the spoken answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loggedInAccount(page, 'bp-talk');
  await expect(page).toHaveURL((url) => url.pathname.startsWith(at('/dashboard')));

  const list = await apiCall<{ list: { conversationId: string }[] }>(
    page,
    'POST',
    '/management/conversation/query',
    {},
  );
  const id = list.list[0]!.conversationId;
  const session = await apiCall<Record<string, unknown> & { detailDto: Record<string, unknown> }>(
    page,
    'GET',
    '/management/conversation/getConversationById',
    { conversationId: id },
  );
  await apiCall(page, 'POST', '/management/conversation/updateConversation', {
    ...session,
    detailDto: { ...session.detailDto, ttsId: 'espeak:cmn-f3' },
    dataModelIsUsed: false,
    modelDtoList: [],
    sceneIsUsed: true,
    scene: [
      { keywords: ['营业时间'], reply: LONG_REPLY },
      { keywords: ['地址'], reply: SHORT_REPLY },
    ],
  });
  await apiCall(page, 'POST', '/management/conversation/setStatus', {
    conversationId: id,
    status: 'published',
  });

  // The share link the console hands out already carries the prefix.
  const share = await apiCall<{ sharePath: string }>(page, 'GET', '/conversation-api/share/url', {
    conversationId: id,
  });
  expect(share.sharePath.startsWith(at('/p/'))).toBe(true);

  const visitor = await browser.newContext();
  const talk = await visitor.newPage();
  const answer = await talk.goto(new URL(share.sharePath, page.url()).href);
  expect(answer?.status()).toBe(200);
  await startConversation(talk);
  await expect(subtitle(talk)).toContainText('您好');
  await say(talk, '请问地址在哪里？');
  await expect(subtitle(talk)).toContainText(SHORT_REPLY);
  await expect(character(talk)).toBeVisible();
  await expect(talk.getByRole('button', { name: R.send, exact: true })).toBeVisible();
  await visitor.close();
});
