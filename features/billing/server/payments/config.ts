import { withBasePath } from '@/lib/config/base-path';
import 'server-only';
import { siteOrigins, siteRoots } from '@/lib/seo/site-origins';
import type { PaymentMethod } from './provider';

// Which gateway each method talks to. A method with its variables set talks to the real gateway; without them it
// falls back to the platform's sandbox only where that cannot take real money for nothing: PAYMENT_SANDBOX=1 or a
// server not in production. An unconfigured production server offers the method not at all.

type Env = Record<string, string | undefined>;

export interface AlipayLive {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatLive {
  mchid: string;
  appId: string;
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  platformPublicKey: string;
  platformSerial: string;
  baseUrl: string;
}

export type GatewayChoice<L> = { mode: 'live'; live: L } | { mode: 'sandbox' } | { mode: 'off' };

/** PEM text from an env value that may hold "\n" escapes (one-line .env files). */
const pem = (value: string) => value.replace(/\\n/g, '\n');

const sandboxAllowed = (env: Env) => env.PAYMENT_SANDBOX === '1' || env.NODE_ENV !== 'production';

export function alipayChoice(env: Env = process.env): GatewayChoice<AlipayLive> {
  const { ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY } = env;
  if (ALIPAY_APP_ID && ALIPAY_PRIVATE_KEY && ALIPAY_PUBLIC_KEY)
    return {
      mode: 'live',
      live: {
        appId: ALIPAY_APP_ID,
        privateKey: pem(ALIPAY_PRIVATE_KEY),
        alipayPublicKey: pem(ALIPAY_PUBLIC_KEY),
        gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      },
    };
  return sandboxAllowed(env) ? { mode: 'sandbox' } : { mode: 'off' };
}

export function wechatChoice(env: Env = process.env): GatewayChoice<WechatLive> {
  const e = env;
  if (
    e.WECHATPAY_MCHID &&
    e.WECHATPAY_APPID &&
    e.WECHATPAY_SERIAL &&
    e.WECHATPAY_PRIVATE_KEY &&
    e.WECHATPAY_APIV3_KEY &&
    e.WECHATPAY_PLATFORM_PUBLIC_KEY &&
    e.WECHATPAY_PLATFORM_SERIAL
  )
    return {
      mode: 'live',
      live: {
        mchid: e.WECHATPAY_MCHID,
        appId: e.WECHATPAY_APPID,
        serialNo: e.WECHATPAY_SERIAL,
        privateKey: pem(e.WECHATPAY_PRIVATE_KEY),
        apiV3Key: e.WECHATPAY_APIV3_KEY,
        platformPublicKey: pem(e.WECHATPAY_PLATFORM_PUBLIC_KEY),
        platformSerial: e.WECHATPAY_PLATFORM_SERIAL,
        baseUrl: (e.WECHATPAY_BASE_URL || 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
      },
    };
  return sandboxAllowed(env) ? { mode: 'sandbox' } : { mode: 'off' };
}

export const gatewayChoice = (method: PaymentMethod, env: Env = process.env) =>
  method === 'alipay' ? alipayChoice(env) : wechatChoice(env);

/** This platform's public origin and base path: where gateways send notifications and where the sandbox lives. */
export const publicOrigin = (env: Env = process.env) => siteRoots(env).zh;

export const notifyUrl = (method: PaymentMethod, env: Env = process.env) =>
  `${publicOrigin(env)}/api/pay/notify/${method}`;

/** The sandbox gateway's own URLs, on this platform. */
export const sandboxUrls = (env: Env = process.env) => {
  const base = `${publicOrigin(env)}/api/pay/sandbox`;
  return {
    alipayGateway: `${base}/alipay/gateway`,
    wechatBase: `${base}/wechat`,
    cashier: (tradeNo: string) => `${base}/cashier?trade=${encodeURIComponent(tradeNo)}`,
  };
};

/** The notify URLs the sandbox may call: this platform's own origins, nothing else (no SSRF through it). */
export function isOwnNotifyUrl(url: string, env: Env = process.env): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const origins = Object.values(siteOrigins(env));
  return origins.includes(parsed.origin) && parsed.pathname.startsWith(withBasePath('/api/pay/notify/'));
}
