import { AMOUNT_MAX_FEN } from '@/features/billing/contract/operator';

// Yuan as an operator types them, fen as the API keeps them. The conversion works on the digits, never through a
// float: 0.29 × 100 is 28.999999999999996 in binary floating point, and a refund must not lose a fen.

const AMOUNT = /^(-)?(\d{1,9})(?:\.(\d{0,2}))?$/;

/**
 * "12.34" → 1234, "-0.5" → -50, "1,000" → 100000. Null for anything else: more than two decimals, letters, a
 * sign where none is allowed, or beyond the contract's bound (¥10,000,000).
 */
export function yuanToFen(text: string, { allowNegative = false } = {}): number | null {
  const match = AMOUNT.exec(text.trim().replace(/[,，\s]/g, ''));
  if (!match) return null;
  const [, minus, whole, decimals = ''] = match;
  if (minus && !allowNegative) return null;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen > AMOUNT_MAX_FEN) return null;
  return minus && fen !== 0 ? -fen : fen;
}

/** 1234 → "12.34" (for a form's initial value), again from the digits. */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 → "¥1,234.56", -50 → "-¥0.50": grouping by the locale, the fen from the digits. */
export function formatFen(fen: number, locale: string): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.trunc(abs / 100));
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}
