import 'server-only';
import type { CellValue } from 'exceljs';

/** What a cell shows, as text: rich text joined, a formula's result, a link's text, numbers as typed. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}
