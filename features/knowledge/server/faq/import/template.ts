import 'server-only';
import ExcelJS from 'exceljs';
import type { ImportType } from '@/features/knowledge/contract';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { headerNames, sheetTexts, statusWord } from './sheet-columns';
import { XLSX_TYPE } from './sheet-writer';

export const COLUMN_WIDTHS = [40, 60, 16, 40, 10];

/** The import template: the header in the request's language and two example rows. */
export async function importTemplate(format: ImportType, lang: ApiLang): Promise<FileAnswer> {
  const t = sheetTexts(lang);
  const examples = [
    [
      t('example1Question'),
      t('example1Answer'),
      t('example1Category'),
      t('example1Similar'),
      statusWord('valid', lang),
    ],
    [
      t('example2Question'),
      t('example2Answer'),
      t('example2Category'),
      t('example2Similar'),
      statusWord('invalid', lang),
    ],
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('sheetName'));
  sheet.columns = headerNames(lang).map((header, i) => ({ header, width: COLUMN_WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(examples);
  if (format === 'csv') {
    const text = new Uint8Array(await workbook.csv.writeBuffer());
    // A byte-order mark makes Excel read the file as UTF-8 (Chinese would be garbled without it).
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...text]);
    return fileAnswer({ body, contentType: 'text/csv; charset=utf-8', filename: `${t('templateFile')}.csv` });
  }
  sheet.getColumn(2).alignment = { wrapText: true };
  sheet.getColumn(4).alignment = { wrapText: true };
  const body = new Uint8Array(await workbook.xlsx.writeBuffer());
  return fileAnswer({ body, contentType: XLSX_TYPE, filename: `${t('templateFile')}.xlsx` });
}
