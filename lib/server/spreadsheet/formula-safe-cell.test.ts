import { describe, expect, it } from 'vitest';
import { formulaSafeCell, formulaSafeRow } from './formula-safe-cell';

describe('formulaSafeCell', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","click")', `'=HYPERLINK("https://evil.example","click")`],
    ["+1+cmd|' /C calc'!A0", `'+1+cmd|' /C calc'!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(1,1)', "'@SUM(1,1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('puts a quote before %j, which a spreadsheet would run', (cell, safe) => {
    expect(formulaSafeCell(cell)).toBe(safe);
  });

  it('leaves ordinary text, formulas inside text, and numbers alone', () => {
    expect(
      formulaSafeRow(['What colour is the sea?', 'a = b + c', '', 'email@example.com', -2, 420]),
    ).toEqual(['What colour is the sea?', 'a = b + c', '', 'email@example.com', -2, 420]);
  });
});
