import { VOUCHER_MAX_BYTES, VOUCHER_TYPES } from '@/features/billing/contract';

export type VoucherProblem = 'voucherType' | 'voucherSize' | 'voucherEmpty';

/**
 * The browser's own check before uploading (the server checks the content again by its bytes): a jpg, png or pdf
 * of at most 10 MB. A phone's camera roll may hand over a HEIC photo: refused here with a clear word, not after
 * the upload.
 */
export function voucherProblem(file: Pick<File, 'type' | 'size' | 'name'>): VoucherProblem | null {
  if (file.size === 0) return 'voucherEmpty';
  const byName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  const byType = (VOUCHER_TYPES as readonly string[]).includes(file.type);
  // Some browsers give no type for a file from a share sheet: its name decides then.
  if (!(byType || (file.type === '' && byName))) return 'voucherType';
  if (file.size > VOUCHER_MAX_BYTES) return 'voucherSize';
  return null;
}
