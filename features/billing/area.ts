import { defineArea } from '@/lib/areas/area';

// Billing: products, orders, the bank transfer, the balance and its ledger (issue 22). The billing center is a
// desktop page that also serves phones at 390 px (no /mobile twin: a phone stays on it, as on the resources page).
export const billingArea = defineArea({
  name: 'billing',
  menu: [{ label: 'BillingCenter.menu', href: '/dashboard/order/list', slot: 140 }],
  routes: {
    desktopLogin: ['/dashboard/order/list', '/dashboard/order/detail'],
  },
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
  ],
});
