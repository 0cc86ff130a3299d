import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx-rows.mjs';

const LIMITS = { unzipMaxBytes: 64 * 1024 * 1024, zipMaxEntries: 100, zipMaxRatio: 200 };

async function rowsOf(book: ExcelJS.Workbook) {
  const bytes = new Uint8Array(await book.xlsx.writeBuffer());
  const rows: { row: number; cells: string[] }[] = [];
  for await (const row of xlsxRows(bytes, LIMITS)) rows.push(row);
  return rows;
}

describe('reading a worksheet', () => {
  it('shows each cell as its text: shared and rich text, numbers, booleans, formulas; blank rows skipped', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('问答');
    sheet.getCell('A1').value = '创建会话';
    sheet.getCell('B1').value = { richText: [{ text: '加粗', font: { bold: true } }, { text: '与普通' }] };
    sheet.getCell('C1').value = 3.5;
    sheet.getCell('D1').value = true;
    sheet.getCell('E1').value = { formula: 'C1*2', result: 7 };
    sheet.getCell('A3').value = '第一行\n第二行 & <标签>';
    sheet.getCell('D3').value = '𠮷😀';
    // Another sheet after it is not read.
    book.addWorksheet('Other').getCell('A1').value = 'not this one';
    expect(await rowsOf(book)).toEqual([
      { row: 1, cells: ['创建会话', '加粗与普通', '3.5', 'true', '7'] },
      { row: 3, cells: ['第一行\n第二行 & <标签>', '', '', '𠮷😀'] },
    ]);
  });

  it('keeps a long text of multi-byte characters whole across the chunks it is inflated in', async () => {
    const long = Array.from({ length: 40_000 }, (_, i) => [...'创建会话𠮷'][i % 5]).join('');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRows([[long, `${long}！`]]);
    const [row] = await rowsOf(book);
    expect(row!.cells).toEqual([long, `${long}！`]);
  });
});
