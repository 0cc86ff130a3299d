import { expect, test } from '@playwright/test';
import path from 'node:path';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { FIXTURES, createCategory, createItem, entry } from './knowledge.kit';
import { fitsWidth, shareLoginWithEnglishSite } from './session-list.kit';
import { EN, ZH } from './support/hosts';

// Runs in the phone project: the knowledge base has no /mobile twin, so a phone gets the desktop page at its width.
const { zh, en } = catalogues;

test('a phone manages the knowledge base at 390 px: a category, an item, a document parsed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const k = zh.Knowledge;
  const email = uniqueEmail('kb-phone');
  await registerViaApi(page.request, email, `E2E KB Phone ${Date.now()}`);
  await logInViaApi(page, email, ZH, '/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);

  // No redirect to a /mobile twin: the page itself, fitting the screen.
  await page.goto('/dashboard/knowledge');
  await expect(page).toHaveURL(/\/dashboard\/knowledge$/);
  await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
  expect(await fitsWidth(page.locator('main'))).toBe(true);

  await createCategory(page, k, '常见问题');
  await page.getByRole('dialog', { name: k.categories.title }).getByRole('button', { name: k.close }).click();
  await createItem(page, k, {
    question: '怎么联系客服？',
    answer: '拨打热线或在线留言。',
    category: '常见问题',
  });
  expect(await fitsWidth(page.locator('main'))).toBe(true);
  await page.screenshot({ path: 'test-results/knowledge-faq-zh-390.png', fullPage: true });

  await page.getByRole('tab', { name: k.tabDocuments }).click();
  await page.locator('input[type="file"]').first().setInputFiles(path.join(FIXTURES, 'chinese.docx'));
  await expect(entry(page, 'chinese.docx').getByText(k.fileStatus.done)).toBeVisible({ timeout: 60_000 });
  expect(await fitsWidth(page.locator('main'))).toBe(true);
  await page.screenshot({ path: 'test-results/knowledge-docs-zh-390.png', fullPage: true });

  // The English site, same account.
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}/dashboard/knowledge`);
  const row = entry(page, '怎么联系客服？');
  await expect(row.getByText(en.Knowledge.status.valid)).toBeVisible();
  expect(await fitsWidth(page.locator('main'))).toBe(true);
  await page.screenshot({ path: 'test-results/knowledge-faq-en-390.png', fullPage: true });
  await page.getByRole('tab', { name: en.Knowledge.tabDocuments }).click();
  await expect(entry(page, 'chinese.docx').getByText(en.Knowledge.fileStatus.done)).toBeVisible();
  await page.screenshot({ path: 'test-results/knowledge-docs-en-390.png', fullPage: true });
});
