import { expect, test } from '@playwright/test';
import path from 'node:path';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { FIXTURES, createCategory, createItem, entry, sheetRows, workbook } from './knowledge.kit';
import { accountWithSample, clickLabelOf, openEditor, openTab, save } from './session-editor.kit';
import { shareLoginWithEnglishSite } from './session-list.kit';
import { EN, ZH } from './support/hosts';

const { zh, en } = catalogues;
const k = zh.Knowledge;

test('FAQ in Chinese: a category and an item, an import with two bad rows and its failures file, an export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('kb-faq');
  await registerViaApi(page.request, email, `E2E KB ${Date.now()}`);
  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: zh.Console.menuLabel })
    .getByRole('link', { name: zh.Knowledge.menu })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/knowledge$/);
  await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
  await expect(page.getByText(k.faq.empty)).toBeVisible();

  // A category: a name with a space and "!" is refused with the rule, in Chinese; then one that follows it.
  await page.getByRole('button', { name: k.categories.manage }).click();
  const categories = page.getByRole('dialog', { name: k.categories.title });
  const newCategory = categories.getByRole('form', { name: k.categories.add });
  await newCategory.getByRole('textbox', { name: k.categories.name }).fill('after sales!');
  await newCategory.getByRole('button', { name: k.categories.addButton }).click();
  await expect(newCategory.getByText(zh.Validation.categoryNameInvalid)).toBeVisible();
  await categories.getByRole('button', { name: k.close }).click();
  await createCategory(page, k, '售后_服务');
  await page.getByRole('dialog', { name: k.categories.title }).getByRole('button', { name: k.close }).click();

  await createItem(page, k, {
    question: '如何申请退货？',
    answer: '在订单页点击“申请退货”。',
    category: '售后_服务',
  });
  const row = page.getByRole('row', { name: /如何申请退货/ });
  await expect(row.getByText(k.status.valid)).toBeVisible();
  await expect(row.getByText('售后_服务')).toBeVisible();
  await expect(row.getByText(/^\d{4}年\d{1,2}月\d{1,2}日$/)).toBeVisible();

  // Import: three good rows and two bad ones (no answer; a category name with a space).
  const columns = zh.KnowledgeSheet.columns;
  const sheet = await workbook(
    [columns.question, columns.answer, columns.category, columns.similarQuestions, columns.status],
    [
      ['营业时间是几点？', '每天 9:00–18:00。', '门店', '几点开门\n几点关门', '有效'],
      ['可以开发票吗？', '可以，在订单页申请。', '售后_服务', '', ''],
      ['支持哪些付款方式？', '微信、支付宝和对公转账。', '付款', '', '无效'],
      ['没有答案的问题', '', '门店', '', ''],
      ['分类名不对的问题', '答案', 'bad name', '', ''],
    ],
  );
  await page.getByRole('button', { name: k.import.open }).click();
  const dialog = page.getByRole('dialog', { name: k.import.title });
  // The template comes in both formats.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: k.import.template.replace('{format}', 'XLSX') }).click(),
  ]);
  expect((await sheetRows(template))[0]).toEqual(Object.values(columns));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: '问答.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  await expect(dialog.getByText(k.import.finishedWithFailures.replace('{failed}', '2'))).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByText(k.import.imported.replace('{imported}', '3'))).toBeVisible();
  await expect(dialog.getByText(/^第 5 行：/)).toBeVisible();
  await expect(dialog.getByText(/^第 6 行：/)).toBeVisible();
  await page.screenshot({ path: 'test-results/knowledge-import-zh-1280.png' });
  const [failures] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: k.import.downloadFailures }).click(),
  ]);
  const failed = await sheetRows(failures);
  expect(failed.map((r) => r[0])).toEqual([columns.question, '没有答案的问题', '分类名不对的问题']);
  await dialog.getByRole('button', { name: k.close }).first().click();

  // The list has refreshed: four items, the imported ones with their categories and states.
  await expect(page.getByText('共 4 条问答')).toBeVisible();
  await expect(page.getByRole('row', { name: /支持哪些付款方式/ }).getByText(k.status.invalid)).toBeVisible();

  // Export, and find every item in the workbook.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: k.faq.export }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await sheetRows(exported);
  expect(rows[0]).toEqual(Object.values(columns));
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(['如何申请退货？', '营业时间是几点？', '可以开发票吗？', '支持哪些付款方式？'].sort());
  expect(rows.find((r) => r[0] === '营业时间是几点？')?.[3]).toBe('几点开门\n几点关门');

  // Filters narrow the list; bulk disable asks nothing, bulk delete asks first.
  await page.getByRole('searchbox', { name: k.faq.searchLabel }).fill('发票');
  await expect(page.getByText('共 1 条问答')).toBeVisible();
  await page.getByRole('checkbox', { name: k.faq.selectPage }).check();
  await page
    .getByRole('region', { name: k.bulk.label })
    .getByRole('button', { name: k.bulk.disable })
    .click();
  await expect(page.getByRole('row', { name: /可以开发票吗/ }).getByText(k.status.invalid)).toBeVisible();
  await page.getByRole('checkbox', { name: k.faq.selectPage }).check();
  await page.getByRole('region', { name: k.bulk.label }).getByRole('button', { name: k.bulk.delete }).click();
  const confirm = page.getByRole('dialog', { name: k.bulk.deleteTitle });
  await confirm.getByRole('button', { name: k.delete }).click();
  await expect(page.getByText(k.faq.noMatch)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: k.clearFilters }).click();
  await expect(page.getByText('共 3 条问答')).toBeVisible();
  await page.screenshot({ path: 'test-results/knowledge-faq-zh-1280.png', fullPage: true });
});

test('documents in English: a docx and a Chinese PDF reach done, a program renamed .pdf is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const t = en.Knowledge;
  const email = uniqueEmail('kb-docs');
  await registerViaApi(page.request, email, `E2E KB Docs ${Date.now()}`);
  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}/dashboard/knowledge`);
  await page.getByRole('tab', { name: t.tabDocuments }).click();
  await expect(page.getByText(t.files.none)).toBeVisible();

  const input = page.locator('input[type="file"]').first();
  await input.setInputFiles(path.join(FIXTURES, 'chinese.docx'));
  await expect(page.getByText(t.files.uploaded.replace('{name}', 'chinese.docx'))).toBeVisible();
  await input.setInputFiles(path.join(FIXTURES, 'chinese-cid.pdf'));
  await expect(page.getByText(t.files.uploaded.replace('{name}', 'chinese-cid.pdf'))).toBeVisible();
  // Parsing runs in the background; the list asks again until both have ended.
  await expect(entry(page, 'chinese.docx').getByText(t.fileStatus.done)).toBeVisible({ timeout: 60_000 });
  await expect(entry(page, 'chinese-cid.pdf').getByText(t.fileStatus.done)).toBeVisible({
    timeout: 60_000,
  });

  // The passages of the PDF hold its Chinese text.
  await entry(page, 'chinese-cid.pdf').getByRole('button', { name: t.files.view }).click();
  const drawer = page.getByRole('dialog', {
    name: t.files.passagesTitle.replace('{name}', 'chinese-cid.pdf'),
  });
  await expect(drawer.getByText(/[\u4e00-\u9fff]{2,}/).first()).toBeVisible();
  await drawer.getByRole('button', { name: t.close }).click();

  // A Windows program named .pdf passes the name check and is refused by its content, in English.
  await input.setInputFiles(path.join(FIXTURES, 'program.exe.pdf'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.ApiServer.documentTypeInvalid);
  await expect(entry(page, 'program.exe.pdf')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/knowledge-docs-en-1280.png', fullPage: true });
  await page.getByRole('tab', { name: t.tabFaq }).click();
  await expect(page.getByText(t.faq.empty)).toBeVisible();
  await page.screenshot({ path: 'test-results/knowledge-faq-en-1280.png', fullPage: true });
});

test('the session editor answers from a parsed document and FAQ categories of the knowledge base', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await accountWithSample(page, 'kb-editor');
  const t = zh.Knowledge;
  const f = zh.SessionsForm;
  await page.goto('/dashboard/knowledge');
  await createCategory(page, t, '门店');
  await page.getByRole('dialog', { name: t.categories.title }).getByRole('button', { name: t.close }).click();
  await page.getByRole('tab', { name: t.tabDocuments }).click();
  await page.locator('input[type="file"]').first().setInputFiles(path.join(FIXTURES, 'chinese.docx'));
  await expect(entry(page, 'chinese.docx').getByText(t.fileStatus.done)).toBeVisible({ timeout: 60_000 });

  await openEditor(page, id);
  await openTab(page, 'knowledge');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: '知识库' })).toHaveAttribute(
    'href',
    '/dashboard/knowledge',
  );
  const faq = await clickLabelOf(page, 'switch', f.knowledgeIsUsed);
  await expect(faq).toBeChecked();
  await expect(page.getByText(f.knowledgeCategoriesHint)).toBeVisible();
  await page.getByRole('combobox', { name: f.knowledgeCategories }).click();
  await page.getByRole('option', { name: '门店' }).click();
  // A multiple choice stays open for the next pick.
  await page.keyboard.press('Escape');
  await clickLabelOf(page, 'switch', f.fileIsUsed);
  await page.getByRole('combobox', { name: new RegExp(f.knowledgeFiles) }).click();
  await page.getByRole('option', { name: 'chinese.docx' }).click();
  await page.keyboard.press('Escape');
  await save(page);

  await openEditor(page, id);
  await openTab(page, 'knowledge');
  // The choices come back as the pills of the two pickers.
  const pills = page.locator('.mantine-MultiSelect-pill');
  await expect(pills.filter({ hasText: 'chinese.docx' })).toBeVisible();
  await expect(pills.filter({ hasText: '门店' })).toBeVisible();
});
