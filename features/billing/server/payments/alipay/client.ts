import 'server-only';
import { createPrivateKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayLive } from '../config';

// One AlipaySdk per set of credentials. The SDK signs requests RSA2 with the merchant's key and, with
// `validateSign`, checks each answer's signature with Alipay's public key before we read it.

/** Alipay's key tool hands out PKCS#1 or PKCS#8 keys, with or without PEM armour; the SDK must be told which. */
export function privateKeyType(key: string): 'PKCS1' | 'PKCS8' {
  if (key.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (key.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    createPrivateKey({ key: Buffer.from(key.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

const clients = new Map<string, AlipaySdk>();

export function alipayClient(credentials: AlipayLive): AlipaySdk {
  const cacheKey = `${credentials.appId}\n${credentials.gateway}\n${credentials.privateKey}\n${credentials.alipayPublicKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new AlipaySdk({
      appId: credentials.appId,
      privateKey: credentials.privateKey,
      keyType: privateKeyType(credentials.privateKey),
      alipayPublicKey: credentials.alipayPublicKey,
      gateway: credentials.gateway,
      signType: 'RSA2',
      camelcase: false,
      timeout: 10_000,
    });
    clients.set(cacheKey, client);
  }
  return client;
}
