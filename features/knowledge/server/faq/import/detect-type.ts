import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import type { ImportType } from '@/features/knowledge/contract';
import { zipEntryNames } from './zip-entries';

/**
 * What an upload is by its content, never its name: a workbook (a zip holding `xl/workbook.xml`), or CSV (UTF-8 text,
 * with or without a byte-order mark, and no NUL bytes). Anything else — a renamed program or picture, an old .xls,
 * a GBK text — is null.
 */
export async function detectImportType(bytes: Uint8Array): Promise<ImportType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'xlsx') return 'xlsx';
  if (found?.ext === 'zip') return zipEntryNames(bytes)?.includes('xl/workbook.xml') ? 'xlsx' : null;
  if (found) return null;
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'csv';
  } catch {
    return null;
  }
}
