import 'server-only';
import type { BankAccountDto } from '@/features/billing/contract';

// Billing's settings from the environment (README "Environment"). Read on each use: tests change them.

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** How long an unpaid order stays payable online (the countdown). */
export const orderExpiryMs = (env = process.env) => positive(env.BILLING_ORDER_EXPIRY_MINUTES, 30) * 60_000;

/** How long a bank-transfer order waits for its voucher. */
export const transferWaitMs = (env = process.env) => positive(env.BILLING_TRANSFER_WAIT_DAYS, 7) * 86_400_000;

const SANDBOX_BANK = {
  bankName: '沙箱银行 Sandbox Bank',
  accountName: '数字人平台（沙箱）Digital Human Platform (sandbox)',
  accountNo: '6222 0000 0000 0000 000',
  branch: '沙箱支行 Sandbox Branch',
};

/**
 * The platform's account for transfers; in production without configuration, null (bank transfer is not
 * offered), elsewhere a sandbox account so development and tests can walk the whole flow.
 */
export function bankAccount(env = process.env): BankAccountDto | null {
  const configured = {
    bankName: env.BILLING_BANK_NAME?.trim() ?? '',
    accountName: env.BILLING_BANK_ACCOUNT_NAME?.trim() ?? '',
    accountNo: env.BILLING_BANK_ACCOUNT_NO?.trim() ?? '',
    branch: env.BILLING_BANK_BRANCH?.trim() ?? '',
  };
  const complete = configured.bankName && configured.accountName && configured.accountNo;
  if (complete) return { ...configured, reviewDays: '1-5' };
  return env.NODE_ENV === 'production' ? null : { ...SANDBOX_BANK, reviewDays: '1-5' };
}
