import { expect, test } from '@playwright/test';
import { embedSnippet } from '@/features/deploy/contract/embed-snippet';
import { appWithAllowedOrigin, events, expectEvent } from './embed-sdk.kit';
import { SHORT_REPLY, zh } from './runtime.kit';
import { startEmbedHost } from './support/embed-host';

const G = zh.SdkGuide;
const GREETING = '您好，我是数字人平台的向导小数';
const isTicket = (url: string) => url.includes('/api/sdk/v1/ticket');

let host: Awaited<ReturnType<typeof startEmbedHost>>;
test.beforeAll(async () => {
  host = await startEmbedHost();
});
test.afterAll(async () => {
  await host.close();
});

test('the embed code copied from the SDK guide talks on an allowed site and is refused on another', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A whole journey: two sites, a conversation and a refusal.
  test.setTimeout(180_000);
  const appId = await appWithAllowedOrigin(page, 'sdk-embed', host.allowed);

  // The console's SDK guide: the embed code of the application, copied as a customer would.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard/h5sdk');
  await expect(page.getByRole('combobox', { name: G.application })).toHaveValue(new RegExp(appId), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: G.copy }).first().click();
  await expect(page.getByRole('button', { name: G.copied })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(embedSnippet(new URL(baseURL!).origin, appId));
  host.serve(snippet);

  // The allowed site: nothing is asked of the platform before the launcher opens.
  const shop = await context.newPage();
  const asked: string[] = [];
  shop.on('request', (request) => asked.push(request.url()));
  await shop.goto(host.allowed);
  const launcher = shop.getByRole('button', { name: '与数字人对话' });
  await expect(launcher).toBeVisible();
  expect(asked.filter((url) => url.startsWith(baseURL!))).toEqual([
    `${new URL(baseURL!).origin}/sdk/v1/digital-human.js`,
  ]);
  const ticket = shop.waitForResponse((response) => isTicket(response.url()));
  await launcher.click();
  expect((await ticket).status()).toBe(200);
  expect((await ticket).headers()['access-control-allow-origin']).toBe(host.allowed);
  await expectEvent(shop, 'ready', '{}');

  // A call before the conversation started is refused in the host page's language (its <html lang="zh">).
  await shop.locator('#text').fill('你好');
  await shop.locator('#send').click();
  await expectEvent(shop, 'error', '{"code":"notStarted","message":"请先开始对话。"}');

  // It greets, answers a question the page sends, and says the page's own words.
  await shop.locator('#start').click();
  await expectEvent(shop, 'subtitle', GREETING);
  await expectEvent(shop, 'turn', `"question":"","answer":"${GREETING}`);
  await expectEvent(shop, 'state', '"listening"');
  await shop.locator('#text').fill('地址在哪里？');
  await shop.locator('#send').click();
  await expectEvent(shop, 'turn', `"question":"地址在哪里？","answer":"${SHORT_REPLY}"`);
  await expectEvent(shop, 'subtitle', `{"text":"${SHORT_REPLY}"}`);
  const frame = shop.frameLocator('iframe[title="数字人"]');
  await expect(frame.locator('[data-subtitle]')).toHaveText(SHORT_REPLY);

  await shop.locator('#clear').click();
  await shop.locator('#text').fill('欢迎光临本店，今天全场九折。');
  await shop.locator('#speak').click();
  await expectEvent(shop, 'turn', '"question":"","answer":"欢迎光临本店，今天全场九折。"');
  await expectEvent(shop, 'state', '"speaking"');
  await expect(frame.locator('[data-subtitle]')).toHaveText('欢迎光临本店，今天全场九折。');

  // Ended by the page: the frame says so and stays where it is.
  await shop.locator('#end').click();
  await expectEvent(shop, 'end', '"reason":"user"');
  expect(shop.frames().some((f) => f.url().startsWith(`${baseURL}/collection/preview/${appId}?`))).toBe(true);

  // Framed without the SDK's ticket, the application's page refuses.
  await shop.evaluate((src) => {
    const bare = document.createElement('iframe');
    bare.id = 'bare';
    bare.src = src;
    document.body.append(bare);
  }, `${baseURL}/collection/preview/${appId}`);
  await expect(
    shop.frameLocator('#bare').getByRole('heading', { name: zh.Runtime.embed.refusedTitle }),
  ).toBeVisible();

  // Another site: the platform refuses its ticket, the SDK says so and tells the page, no conversation starts.
  const other = await context.newPage();
  await other.goto(host.other);
  // The browser keeps the refusal from the page (no CORS header for this origin): the ticket request fails there.
  const failed = other.waitForEvent('requestfailed', (sent) => isTicket(sent.url()));
  await other.getByRole('button', { name: '与数字人对话' }).click();
  const blocked = await failed;
  expect(blocked.failure()?.errorText).toBe('net::ERR_FAILED');
  // What the platform answered it, asked again exactly so (same origin, same body): refused, readable by no page.
  const answer = await request.post(blocked.url(), {
    headers: { origin: host.other, 'content-type': 'text/plain' },
    data: blocked.postData() ?? '',
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  await expect(other.getByRole('alert')).toHaveText('此网站未获准展示该数字人。');
  await expectEvent(other, 'error', '"code":"originRefused"');
  await expect(other.locator('iframe')).toHaveCount(0);
  expect(other.frames()).toHaveLength(1);
  await expect(events(other, 'ready')).toHaveCount(0);
});

test("the SDK guide's live sample drives the digital human on the console page", async ({ page }) => {
  const appId = await appWithAllowedOrigin(page, 'sdk-live', 'https://shop.example.com');
  await page.goto('/dashboard/h5sdk');
  await expect(page.getByRole('combobox', { name: G.application })).toHaveValue(new RegExp(appId), {
    timeout: 30_000,
  });
  const log = page.getByRole('log', { name: G.live.log });
  await expect(log.locator('[data-event="ready"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('button', { name: G.live.start }).click();
  await expect(log.locator('[data-event="subtitle"]', { hasText: GREETING }).first()).toBeAttached({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: G.live.sendText }).fill('地址在哪里？');
  await page.getByRole('button', { name: G.live.send }).click();
  await expect(log.locator('[data-event="turn"]', { hasText: SHORT_REPLY })).toBeAttached({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: G.live.speak }).click();
  await expect(log.locator('[data-event="turn"]', { hasText: G.live.speakDefault })).toBeAttached({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: G.live.end }).click();
  await expect(log.locator('[data-event="end"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'ended');
});
