import 'server-only';

// The sandbox cashier's words, in both of the platform's languages (the page is a route handler's small HTML,
// outside the app's message catalogues).

export type CashierLang = 'zh' | 'en';

export const cashierText = {
  zh: {
    title: '支付沙箱收银台',
    notice: '这是开发与测试用的沙箱网关：不会扣取真实款项。',
    alipay: '支付宝（沙箱）',
    wechat: '微信支付（沙箱）',
    subject: '商品',
    amount: '金额',
    orderNo: '商户订单号',
    pay: '确认付款',
    paid: '付款成功',
    delivered: '已通知商户。',
    notDelivered: '商户暂未确认通知；对账任务会稍后补记。',
    closed: '该交易已关闭或已过期，无法付款。',
    alreadyPaid: '该交易已付款。',
    back: '返回商户',
    notFound: '交易不存在。',
    yuan: '元',
  },
  en: {
    title: 'Payment sandbox cashier',
    notice: 'This is the development and test sandbox gateway: no real money is taken.',
    alipay: 'Alipay (sandbox)',
    wechat: 'WeChat Pay (sandbox)',
    subject: 'Item',
    amount: 'Amount',
    orderNo: 'Merchant order no.',
    pay: 'Pay now',
    paid: 'Payment successful',
    delivered: 'The merchant has been notified.',
    notDelivered: 'The merchant has not confirmed the notification yet; reconciliation will record it later.',
    closed: 'This trade is closed or expired and cannot be paid.',
    alreadyPaid: 'This trade has already been paid.',
    back: 'Back to the merchant',
    notFound: 'No such trade.',
    yuan: 'CNY',
  },
} as const;

export function cashierLang(request: Request): CashierLang {
  const asked = new URL(request.url).searchParams.get('lang');
  if (asked) return asked.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const accepted = request.headers.get('accept-language') ?? '';
  return /^\s*en\b/i.test(accepted) ? 'en' : 'zh';
}
