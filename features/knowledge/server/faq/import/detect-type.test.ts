import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectImportType } from './detect-type';
import { zipEntryNames } from './zip-entries';

async function streamedWorkbook(rows: number): Promise<Uint8Array> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink });
  const sheet = book.addWorksheet('s');
  for (let i = 0; i < rows; i += 1) sheet.addRow([`question ${i} ${'x'.repeat(40)}`, `answer ${i}`]).commit();
  sheet.commit();
  await book.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** A zip of one uncompressed entry: local header, data, central directory, end record. */
function storedZip(name: string, text: string): Uint8Array {
  const nameBytes = Buffer.from(name);
  const data = Buffer.from(text);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const directoryAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, data, central, nameBytes, end]));
}

describe('detectImportType', () => {
  it('knows a workbook, even one whose first entry is a large streamed sheet', async () => {
    expect(await detectImportType(await streamedWorkbook(3))).toBe('xlsx');
    const large = await streamedWorkbook(30_000);
    expect(zipEntryNames(large)).toContain('xl/workbook.xml');
    expect(await detectImportType(large)).toBe('xlsx');
  });

  it('takes UTF-8 text as CSV, with or without a byte-order mark', async () => {
    expect(await detectImportType(new TextEncoder().encode('问题,答案\n'))).toBe('csv');
    expect(await detectImportType(new TextEncoder().encode('\ufeffq,a\n'))).toBe('csv');
  });

  it('refuses other zips, programs, pictures, GBK text and binary data', async () => {
    const zip = storedZip('report.txt', 'not a workbook');
    expect(zipEntryNames(zip)).toEqual(['report.txt']);
    expect(await detectImportType(zip)).toBeNull();
    expect(await detectImportType(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBeNull();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await detectImportType(png)).toBeNull();
    expect(await detectImportType(new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]))).toBeNull();
    expect(await detectImportType(new Uint8Array([0x61, 0, 0x62]))).toBeNull();
  });
});
