import { describe, expect, it } from 'vitest';
import { alipayChoice, isOwnNotifyUrl, notifyUrl, wechatChoice } from './config';

describe('payment gateway configuration', () => {
  it('uses the real gateway when configured, turning one-line PEM escapes into lines', () => {
    const choice = alipayChoice({
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: 'a\\nb',
      ALIPAY_PUBLIC_KEY: 'c',
      NODE_ENV: 'production',
    });
    expect(choice).toEqual({
      mode: 'live',
      live: {
        appId: '2021',
        privateKey: 'a\nb',
        alipayPublicKey: 'c',
        gateway: 'https://openapi.alipay.com/gateway.do',
      },
    });
  });

  it('never falls back to the sandbox in an unconfigured production, unless PAYMENT_SANDBOX=1', () => {
    expect(alipayChoice({ NODE_ENV: 'production' }).mode).toBe('off');
    expect(wechatChoice({ NODE_ENV: 'production', WECHATPAY_MCHID: '1900000001' }).mode).toBe('off');
    expect(wechatChoice({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).mode).toBe('sandbox');
    expect(alipayChoice({ NODE_ENV: 'development' }).mode).toBe('sandbox');
  });

  it('notifies at the public origin and lets the sandbox call nothing else', () => {
    const env = { SITE_ORIGIN_ZH: 'https://dh.example.cn', SITE_ORIGIN_EN: 'https://en.dh.example.cn' };
    expect(notifyUrl('wechat', env)).toBe('https://dh.example.cn/api/pay/notify/wechat');
    expect(isOwnNotifyUrl('https://dh.example.cn/api/pay/notify/alipay', env)).toBe(true);
    expect(isOwnNotifyUrl('https://en.dh.example.cn/api/pay/notify/alipay', env)).toBe(true);
    expect(isOwnNotifyUrl('https://dh.example.cn.evil.test/api/pay/notify/alipay', env)).toBe(false);
    expect(isOwnNotifyUrl('http://169.254.169.254/api/pay/notify/alipay', env)).toBe(false);
    expect(isOwnNotifyUrl('https://dh.example.cn/api/admin', env)).toBe(false);
    expect(isOwnNotifyUrl('not a url', env)).toBe(false);
  });
});
