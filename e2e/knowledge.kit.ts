import { expect, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { catalogues } from '@/messages/catalogues';

// Shared steps of the knowledge base journeys (desktop and phone).

export const FIXTURES = path.join(process.cwd(), 'tests/fixtures/knowledge');

type Knowledge = (typeof catalogues)['zh']['Knowledge'];

/** Creates a category from the categories dialog; the name rule is checked on the way. */
export async function createCategory(page: Page, k: Knowledge, name: string) {
  await page.getByRole('button', { name: k.categories.manage }).click();
  const dialog = page.getByRole('dialog', { name: k.categories.title });
  const form = dialog.getByRole('form', { name: k.categories.add });
  await form.getByRole('textbox', { name: k.categories.name }).fill(name);
  await form.getByRole('button', { name: k.categories.addButton }).click();
  await expect(dialog.getByRole('listitem', { name })).toBeVisible();
  return dialog;
}

/** Creates an FAQ item with the form; it shows in the list. */
export async function createItem(
  page: Page,
  k: Knowledge,
  item: { question: string; answer: string; category: string },
) {
  await page.getByRole('button', { name: k.faq.add }).click();
  const dialog = page.getByRole('dialog', { name: k.faq.addTitle });
  await dialog.getByRole('textbox', { name: k.faq.question }).fill(item.question);
  await dialog.getByRole('textbox', { name: k.faq.answer }).fill(item.answer);
  await dialog.getByRole('combobox', { name: k.faq.category }).click();
  await page.getByRole('option', { name: item.category, exact: true }).click();
  await dialog.getByRole('button', { name: k.save }).click();
  await expect(dialog).toBeHidden();
  await expect(entry(page, item.question)).toBeVisible();
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of a downloaded workbook's first sheet, as text. */
export async function sheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}

/** An .xlsx of the template's columns with these data rows. */
export async function workbook(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('FAQ');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An item's or a document's row in the table, or its card on a phone. */
export const entry = (page: Page, name: string): Locator =>
  page
    .getByRole('table')
    .getByRole('row', { name: new RegExp(escape(name)) })
    .or(page.getByRole('article', { name, exact: true }));
