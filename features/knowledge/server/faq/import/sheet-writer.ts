import 'server-only';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * A one-sheet workbook written row by row with exceljs's streaming writer: each row is committed as it is added,
 * so a file of 100,000 rows is held only in its compressed form.
 */
export function streamingSheet(sheetName: string, header: string[], widths: number[] = []) {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, i) => ({ header: name, width: widths[i] ?? 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  return {
    add(cells: string[]) {
      sheet.addRow(cells).commit();
      rows += 1;
    },
    get rows() {
      return rows;
    },
    async finish(): Promise<Uint8Array> {
      sheet.commit();
      await workbook.commit();
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
