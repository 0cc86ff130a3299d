import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Envelope } from '@/lib/contract/envelope';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';

export const ZH_HEADER = ['问题', '答案', '分类', '相似问题', '状态'];
export const EN_HEADER = ['Question', 'Answer', 'Category', 'Similar questions', 'Status'];

/** A small workbook of the given rows (the first is the header). */
export async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A large workbook written with exceljs's streaming writer, as a customer's export of 50,000 rows would be. */
export async function streamedWorkbook(rows: Iterable<string[]>): Promise<Uint8Array> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** The rows of a workbook's first sheet as text (the header included). */
export async function readWorkbook(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (value) => (value == null ? '' : String(value))),
    );
  });
  return rows;
}

export const csv = (rows: string[][], bom = false) =>
  new TextEncoder().encode(
    (bom ? '\ufeff' : '') +
      rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n'),
  );

type Handler = (request: Request) => Promise<Response>;

/** A GET that may answer a file: its bytes and headers, or the envelope when it failed. */
export async function download(handler: Handler, path: string, query: Record<string, string>) {
  const url = new URL(`/api${path}`, ORIGIN);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await handler(
    new Request(url, { headers: { host: 'localhost:3000', 'x-forwarded-for': randomIp() } }),
  );
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    headers: response.headers,
    bytes: json ? null : new Uint8Array(await response.arrayBuffer()),
    envelope: json ? ((await response.json()) as Envelope<unknown> & { message: string }) : null,
  };
}
