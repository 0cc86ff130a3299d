import 'server-only';

// Gateways speak yuan as decimal strings ("12.30"); the platform keeps integer fen. Both directions are done on the
// digits, never through floating point, so 0.1 + 0.2 cannot creep into a payment.

/** 1230 → "12.30". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const yuan = Math.trunc(fen / 100);
  const cents = fen % 100;
  return `${yuan}.${String(cents).padStart(2, '0')}`;
}

/** "12.30" / "12.3" / "12" → 1230; anything else (negative, three decimals, exponent) → null. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Beijing wall time (UTC+8 all year), which Alipay's `time_expire` and `gmt_payment` use: "2026-11-27 18:30:00". */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" in Beijing time → a Date; null when it is not one. */
export function parseBeijingTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** RFC 3339 with the +08:00 offset, as WeChat Pay writes `time_expire` and `success_time`. */
export function rfc3339Beijing(at: Date): string {
  return `${new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
