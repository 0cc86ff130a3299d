import 'server-only';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { paymentSandboxKeys } from '../tables';

// The sandbox gateway's keys, made at first use and kept in the database so that every instance signs and checks
// with the same ones. Each gateway's keys are one row: two instances racing cannot end up with halves of two pairs.

export interface AlipaySandboxKeys {
  appId: string;
  /** The merchant's pair: the provider signs with the private half; the sandbox knows the public half (uploaded). */
  merchantPrivateKey: string;
  merchantPublicKey: string;
  /** The gateway's pair: it signs answers and notifications; the merchant holds the public half. */
  gatewayPrivateKey: string;
  gatewayPublicKey: string;
}

export interface WechatSandboxKeys {
  mchid: string;
  appId: string;
  merchantSerial: string;
  merchantPrivateKey: string;
  merchantPublicKey: string;
  platformSerial: string;
  platformPrivateKey: string;
  platformPublicKey: string;
  apiV3Key: string;
}

function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

const serial = () => randomBytes(20).toString('hex').toUpperCase();

function newAlipayKeys(): AlipaySandboxKeys {
  const merchant = rsaPair();
  const gateway = rsaPair();
  return {
    appId: `9021${String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(0, 12)}`,
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    gatewayPrivateKey: gateway.privateKey,
    gatewayPublicKey: gateway.publicKey,
  };
}

function newWechatKeys(): WechatSandboxKeys {
  const merchant = rsaPair();
  const platform = rsaPair();
  return {
    mchid: `19${String(randomBytes(4).readUInt32BE(0)).padStart(8, '0').slice(0, 8)}`,
    appId: `wx${randomBytes(8).toString('hex')}`,
    merchantSerial: serial(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformSerial: `PUB_KEY_ID_${serial()}`,
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    // 32 characters, as the merchant platform's APIv3 key field takes.
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

const loaded = new WeakMap<Db, Map<string, Promise<unknown>>>();

async function keysFor<T>(db: Db, name: string, make: () => T): Promise<T> {
  const cache = loaded.get(db) ?? new Map<string, Promise<unknown>>();
  loaded.set(db, cache);
  const hit = cache.get(name);
  if (hit) return hit as Promise<T>;
  const load = (async () => {
    const [row] = await db.select().from(paymentSandboxKeys).where(eq(paymentSandboxKeys.name, name));
    if (row) return JSON.parse(row.value) as T;
    await db
      .insert(paymentSandboxKeys)
      .values({ name, value: JSON.stringify(make()) })
      .onConflictDoNothing();
    const [kept] = await db.select().from(paymentSandboxKeys).where(eq(paymentSandboxKeys.name, name));
    return JSON.parse(kept!.value) as T;
  })();
  cache.set(name, load);
  load.catch(() => cache.delete(name));
  return load;
}

export const alipaySandboxKeys = (db: Db) => keysFor(db, 'alipay', newAlipayKeys);
export const wechatSandboxKeys = (db: Db) => keysFor(db, 'wechat', newWechatKeys);
