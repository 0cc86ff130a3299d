import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, yuanToFen } from './money';

describe('yuan typed by an operator, sent as fen', () => {
  it('converts on the digits, without floating-point error', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('4.35')).toBe(435);
    expect(yuanToFen('1,234.5')).toBe(123450);
    expect(yuanToFen(' 7 ')).toBe(700);
    expect(yuanToFen('7.')).toBe(700);
    for (let cents = 0; cents < 10_000; cents += 1) {
      const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(yuanToFen(text)).toBe(cents);
    }
  });

  it('takes a sign only where a negative amount is allowed', () => {
    expect(yuanToFen('-12.30')).toBeNull();
    expect(yuanToFen('-12.30', { allowNegative: true })).toBe(-1230);
    expect(yuanToFen('-0', { allowNegative: true })).toBe(0);
  });

  it('refuses more than two decimals, letters, empty text and amounts beyond the bound', () => {
    for (const text of ['', '.5', '1.234', 'abc', '1e3', '12元', '--1', '0x10', '10000000.01', '99999999999'])
      expect(yuanToFen(text, { allowNegative: true }), text).toBeNull();
    expect(yuanToFen('10000000')).toBe(1_000_000_000);
  });

  it('shows fen as yuan from the digits', () => {
    expect(fenToYuanText(1999)).toBe('19.99');
    expect(fenToYuanText(-5)).toBe('-0.05');
    expect(formatFen(123456, 'en')).toBe('¥1,234.56');
    expect(formatFen(-50, 'zh')).toBe('-¥0.50');
    expect(yuanToFen(fenToYuanText(29))).toBe(29);
  });
});
