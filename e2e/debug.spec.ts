import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { accountWithSample } from './session-editor.kit';

const { zh } = catalogues;
const d = zh.RuntimeConsole;
const KEYWORD = '营业时间';
const REPLY = '我们早上九点开门。';

test('the debug console: talk to a session, see the scene answer with its trace, its record and the CSV export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sessionId = await accountWithSample(page, 'debug');
  // The sample session gets a scene through the API, as the editor would save it.
  const origin = new URL(page.url()).origin;
  const found = await page.request.get(
    `/api/management/conversation/getConversationById?conversationId=${sessionId}`,
    { headers: { origin } },
  );
  const session = ((await found.json()) as { data: Record<string, unknown> }).data;
  const saved = await page.request.post('/api/management/conversation/updateConversation', {
    data: { ...session, sceneIsUsed: true, scene: [{ keywords: [KEYWORD], reply: REPLY }] },
    headers: { origin },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);
  const name = session.conversationName as string;

  await page
    .getByRole('navigation', { name: zh.Console.menuLabel })
    .getByRole('link', { name: zh.RuntimeConsole.menu })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/debug$/);
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  await page.getByRole('combobox', { name: d.session }).click();
  await page.getByRole('option', { name }).click();

  const chat = page.getByRole('region', { name: d.chat.label });
  const send = chat.getByRole('button', { name: d.chat.send });
  await chat.getByRole('textbox', { name: d.chat.question }).fill(KEYWORD);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(chat.getByText(REPLY).first()).toBeVisible();
  const trace = chat.getByRole('region', { name: /第 \d+ 轮的追踪/ }).last();
  await expect(trace).toBeVisible();
  const answeredBy = trace.locator('dt', { hasText: d.trace.answeredBy }).locator('+ dd');
  await expect(answeredBy).toHaveText(d.source.scene);
  await expect(trace.locator('dt', { hasText: d.trace.scene }).locator('+ dd')).toContainText(KEYWORD);

  await page.getByRole('tab', { name: d.tabRecords }).click();
  const records = page.getByRole('region', { name: d.records.label });
  await expect(records.getByText(KEYWORD)).toBeVisible();
  await expect(records.getByText(REPLY)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    records.getByRole('button', { name: d.records.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`conversation-records-${sessionId}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(KEYWORD);
  expect(csv).toContain(REPLY);

  // A phone's width: the trace and the records fit without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: d.tabChat, exact: true }).click();
  await expect(trace).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('debug-390.png'), fullPage: true });
});
