import { defineArea } from '@/lib/areas/area';

// Billing: products, orders, the bank transfer, the balance and its ledger (issue 22). Its console and back-office
// pages are declared here when they come; today it declares the environment variables it reads.
export const billingArea = defineArea({
  name: 'billing',
  env: [
    {
      name: 'BILLING_ORDER_EXPIRY_MINUTES',
      default: '30',
      meaning: 'minutes an unpaid online order stays payable',
    },
    {
      name: 'BILLING_TRANSFER_WAIT_DAYS',
      default: '7',
      meaning: 'days a bank-transfer order waits for its voucher',
    },
    {
      name: 'BILLING_BANK_NAME',
      default: 'unset (dev: a sandbox value)',
      meaning: 'the platform’s bank for transfers',
    },
    {
      name: 'BILLING_BANK_ACCOUNT_NAME',
      default: 'unset (dev: a sandbox value)',
      meaning: 'the account holder',
    },
    {
      name: 'BILLING_BANK_ACCOUNT_NO',
      default: 'unset (dev: a sandbox value)',
      meaning: 'the account number',
    },
    { name: 'BILLING_BANK_BRANCH', default: 'unset (dev: a sandbox value)', meaning: 'the account’s branch' },
    {
      name: 'BILLING_MINUTE_PRICE_FEN',
      default: '10',
      meaning: 'fen per started minute of a standard corporation’s conversation (0: metered, free)',
    },
    {
      name: 'BILLING_PREMIUM_VOICE_MINUTE_FEN',
      default: '5',
      meaning: 'added per started minute when the session speaks with a provider’s (premium) voice',
    },
  ],
});
