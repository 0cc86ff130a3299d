/**
 * A cell text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1+cmd|…`, `-2+3`, `@SUM(…)`, or one hidden
 * behind a leading tab or carriage return) gets a single quote in front, OWASP's advice against CSV injection: the
 * spreadsheet then shows it as text. Every export whose cells hold what a visitor or customer typed goes through it.
 *
 * Only CSV needs it: an .xlsx written by exceljs stores a string as a string cell, never a formula, so the FAQ
 * workbooks keep their texts untouched (and an exported workbook imports again byte for byte).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function formulaSafeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells, each made safe. */
export const formulaSafeRow = <T>(cells: readonly T[]) => cells.map(formulaSafeCell);
