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
      e2e: 'Example Bank',
      meaning: 'the platform’s bank for transfers',
    },
    {
      name: 'BILLING_BANK_ACCOUNT_NAME',
      default: 'unset (dev: a sandbox value)',
      e2e: 'Example Digital Human Co., Ltd.',
      meaning: 'the account holder',
    },
    {
      name: 'BILLING_BANK_ACCOUNT_NO',
      default: 'unset (dev: a sandbox value)',
      e2e: '6222 0000 0000 0000 000',
      meaning: 'the account number',
    },
    {
      name: 'BILLING_BANK_BRANCH',
      default: 'unset (dev: a sandbox value)',
      e2e: 'Haidian Branch',
      meaning: 'the account’s branch',
    },
    // The online gateways (features/billing/server/payments/README.md). e2e: every method through the sandbox.
    {
      name: 'PAYMENT_SANDBOX',
      default: 'unset',
      e2e: '1',
      meaning: '1: unconfigured methods use the sandbox even in production (test servers only)',
    },
    {
      name: 'ALIPAY_APP_ID',
      default: 'unset (the sandbox where allowed)',
      meaning: 'the application’s app id on the Alipay open platform',
    },
    {
      name: 'ALIPAY_PRIVATE_KEY',
      default: 'unset (the sandbox where allowed)',
      meaning: 'the application’s private key (RSA2) that signs requests',
    },
    {
      name: 'ALIPAY_PUBLIC_KEY',
      default: 'unset (the sandbox where allowed)',
      meaning: 'Alipay’s public key (public-key mode) that verifies answers and notifications',
    },
    {
      name: 'ALIPAY_GATEWAY',
      default: 'https://openapi.alipay.com/gateway.do',
      meaning: 'the gateway’s address (Alipay’s own sandbox: …alipaydev.com…)',
    },
    { name: 'WECHATPAY_MCHID', default: 'unset (the sandbox where allowed)', meaning: 'merchant id' },
    {
      name: 'WECHATPAY_APPID',
      default: 'unset (the sandbox where allowed)',
      meaning: 'the appid bound to the merchant (official account / open platform app)',
    },
    {
      name: 'WECHATPAY_SERIAL',
      default: 'unset (the sandbox where allowed)',
      meaning: 'serial number of the merchant API certificate',
    },
    {
      name: 'WECHATPAY_PRIVATE_KEY',
      default: 'unset (the sandbox where allowed)',
      meaning: 'the merchant API certificate’s private key (apiclient_key.pem)',
    },
    {
      name: 'WECHATPAY_APIV3_KEY',
      default: 'unset (the sandbox where allowed)',
      meaning: 'the 32-character APIv3 key that seals notification resources',
    },
    {
      name: 'WECHATPAY_PLATFORM_PUBLIC_KEY',
      default: 'unset (the sandbox where allowed)',
      meaning: 'WeChat Pay’s public key (PEM) that verifies answers and notifications',
    },
    {
      name: 'WECHATPAY_PLATFORM_SERIAL',
      default: 'unset (the sandbox where allowed)',
      meaning: 'its id (PUB_KEY_ID_…), which must match Wechatpay-Serial',
    },
    {
      name: 'WECHATPAY_BASE_URL',
      default: 'https://api.mch.weixin.qq.com',
      meaning: 'the gateway’s address',
    },
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
