import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { alipayChoice, sandboxUrls, wechatChoice, type AlipayLive, type WechatLive } from './config';
import { alipaySandboxKeys, wechatSandboxKeys } from './sandbox/keys';

// The credentials a provider and the notification check use, in one shape whether they come from the environment
// (the real gateway) or from the sandbox's key table: the code that signs and verifies cannot tell them apart.

export interface Credentials<C> {
  sandbox: boolean;
  credentials: C;
}

export async function alipayCredentials(db: Db): Promise<Credentials<AlipayLive> | null> {
  const choice = alipayChoice();
  if (choice.mode === 'live') return { sandbox: false, credentials: choice.live };
  if (choice.mode === 'off') return null;
  const keys = await alipaySandboxKeys(db);
  return {
    sandbox: true,
    credentials: {
      appId: keys.appId,
      privateKey: keys.merchantPrivateKey,
      alipayPublicKey: keys.gatewayPublicKey,
      gateway: sandboxUrls().alipayGateway,
    },
  };
}

export async function wechatCredentials(db: Db): Promise<Credentials<WechatLive> | null> {
  const choice = wechatChoice();
  if (choice.mode === 'live') return { sandbox: false, credentials: choice.live };
  if (choice.mode === 'off') return null;
  const keys = await wechatSandboxKeys(db);
  return {
    sandbox: true,
    credentials: {
      mchid: keys.mchid,
      appId: keys.appId,
      serialNo: keys.merchantSerial,
      privateKey: keys.merchantPrivateKey,
      apiV3Key: keys.apiV3Key,
      platformPublicKey: keys.platformPublicKey,
      platformSerial: keys.platformSerial,
      baseUrl: sandboxUrls().wechatBase,
    },
  };
}
