import { CompactSign, importJWK, type JWK } from 'jose';
import { DEVICE_REQUEST_TYPE } from './claims';

// What a device signs when it calls the platform (status, transcript upload): a compact JWS over its request, made
// with its own private key, so only the device a licence is bound to can speak for it. The offline package bundles
// this; the tests use it as a device would.

export interface DeviceRequestClaims {
  /** The licence token the device holds. */
  licence: string;
  /** A fresh random id: the platform accepts each once. */
  jti: string;
  /** Seconds since the epoch; the platform accepts a few minutes either side of its clock. */
  iat: number;
  /** The call's body (transcripts), signed with the rest. */
  body?: unknown;
}

/**
 * The device's private key as a JWK (tests, Node), or as a WebCrypto key (the offline package keeps its key
 * non-extractable in IndexedDB, so it never has the JWK).
 */
export async function signDeviceRequest(
  devicePrivateKey: JWK | CryptoKey,
  claims: DeviceRequestClaims,
): Promise<string> {
  const key =
    'kty' in devicePrivateKey
      ? await importJWK({ ...devicePrivateKey, alg: 'EdDSA' }, 'EdDSA')
      : devicePrivateKey;
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'EdDSA', typ: DEVICE_REQUEST_TYPE })
    .sign(key);
}
