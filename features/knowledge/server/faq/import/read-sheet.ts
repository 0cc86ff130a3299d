import 'server-only';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportType } from '@/features/knowledge/contract';
import { JobError } from '@/lib/server/jobs/job-error';
import { xlsxRowsInWorker, type SheetRow } from '../../untrusted/run-in-worker';
import { cellText } from './cell-text';

export type { SheetRow };

/** Opens the stored upload again: a workbook is read twice, once to count its rows and once to import them. */
export type OpenUpload = () => Promise<Readable>;

const notASpreadsheet = (cause: unknown) => new JobError('importTypeInvalid', { retry: false, cause });

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The first worksheet's rows, read in a worker thread (untrusted/xlsx-rows.mjs) that streams the sheet's XML —
 * a 50 MB workbook's XML is never held whole — within the limits on what a zip may expand to. Empty rows are
 * passed over.
 */
async function* workbookRows(open: OpenUpload): AsyncGenerator<SheetRow> {
  const bytes = Buffer.concat(await (await open()).toArray());
  yield* xlsxRowsInWorker(bytes);
}

/**
 * A CSV file's records. exceljs reads CSV whole (at most 50 MB of text); every value is kept as typed: no number
 * or date guessing, so a question "007" stays "007". The bytes must be UTF-8 (a BOM is dropped).
 */
async function* csvRows(open: OpenUpload): AsyncGenerator<SheetRow> {
  const bytes = Buffer.concat(await (await open()).toArray());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw notASpreadsheet(error);
  }
  const workbook = new ExcelJS.Workbook();
  const worksheet = await workbook.csv.read(Readable.from([text]), {
    map: (value: unknown) => value,
  } as Parameters<typeof workbook.csv.read>[1]);
  for (let number = 1; number <= worksheet.rowCount; number += 1) {
    const values = worksheet.getRow(number).values as ExcelJS.CellValue[];
    const cells = (Array.isArray(values) ? values.slice(1) : []).map((value) => cellText(value));
    if (!isBlank(cells)) yield { row: number, cells };
  }
}

export function sheetRows(type: ImportType, open: OpenUpload): AsyncGenerator<SheetRow> {
  return type === 'xlsx' ? workbookRows(open) : csvRows(open);
}

/** Data rows (header excluded) up to the `max` that are read, for the progress bar's total. */
export async function countDataRows(type: ImportType, open: OpenUpload, max: number): Promise<number> {
  let rows = 0;
  for await (const row of sheetRows(type, open)) {
    if (row.cells.length > 0) rows += 1;
    if (rows > max) break;
  }
  return Math.min(max, Math.max(0, rows - 1));
}
