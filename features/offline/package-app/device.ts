import type { JWK } from 'jose';
import type { LicenceClaims, LicenceVerdict } from '@/features/offline/licence/claims';
import { signDeviceRequest } from '@/features/offline/licence/device-request';
import { verifyLicence } from '@/features/offline/licence/verify';
import { platformApiUrl, type OfflineSession } from '@/features/offline/package/contents';
import type { KeyValue } from './idb';

// The device's side of the licence (features/offline/README.md): its own Ed25519 key pair made with WebCrypto
// (the private half non-extractable, kept in IndexedDB as a CryptoKey), activation with a code, the token checked
// offline at every start, and signed calls (status, transcripts) when online.

export interface DeviceKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const KEYS = 'deviceKeys';
const TOKEN = 'licenceToken';

/** The device's key pair, made once. Null when the browser has no Ed25519 in WebCrypto. */
export async function deviceKeys(
  kv: KeyValue,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<DeviceKeys | null> {
  const kept = await kv.get<DeviceKeys>(KEYS);
  if (kept) return kept;
  let pair: CryptoKeyPair;
  try {
    pair = (await subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch {
    return null;
  }
  const { kty, crv, x } = await subtle.exportKey('jwk', pair.publicKey);
  const keys = { privateKey: pair.privateKey, publicJwk: { kty, crv, x } };
  await kv.set(KEYS, keys);
  return keys;
}

export type LicenceState =
  | { kind: 'unsupported' }
  | { kind: 'needsActivation'; keys: DeviceKeys }
  | { kind: 'ok'; keys: DeviceKeys; token: string; claims: LicenceClaims }
  | { kind: Exclude<LicenceVerdict, 'ok'> | 'revoked'; keys: DeviceKeys };

/** Where the licence stands, checked offline: the stored token against the package's platform key and session. */
export async function licenceState(
  session: OfflineSession,
  kv: KeyValue,
  now = new Date(),
): Promise<LicenceState> {
  const keys = await deviceKeys(kv);
  if (!keys) return { kind: 'unsupported' };
  if (await kv.get<boolean>('revoked')) return { kind: 'revoked', keys };
  const token = await kv.get<string>(TOKEN);
  if (!token) return { kind: 'needsActivation', keys };
  const check = await verifyLicence(
    token,
    session.platform.publicJwk,
    keys.publicJwk,
    now,
    session.sessionId,
  );
  if (check.verdict === 'ok' && check.claims) return { kind: 'ok', keys, token, claims: check.claims };
  return { kind: check.verdict === 'ok' ? 'tampered' : check.verdict, keys };
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

async function call<T>(
  session: OfflineSession,
  path: string,
  body: unknown,
  fetcher: typeof fetch,
): Promise<T> {
  const response = await fetcher(platformApiUrl(session.platform, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': session.language },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new PlatformError(envelope.message, envelope.code);
  return envelope.data;
}

/** Activates the device with a code: the platform binds the licence to this device's key and signs a token. */
export async function activate(
  session: OfflineSession,
  kv: KeyValue,
  keys: DeviceKeys,
  code: string,
  deviceName: string,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const grant = await call<{ token: string }>(
    session,
    '/offline/activate',
    { code, devicePublicKey: keys.publicJwk, deviceName },
    fetcher,
  );
  await kv.set(TOKEN, grant.token);
  return grant.token;
}

const signed = (keys: DeviceKeys, token: string, body?: unknown) =>
  signDeviceRequest(keys.privateKey, {
    licence: token,
    jti: crypto.randomUUID(),
    iat: Math.floor(Date.now() / 1000),
    ...(body === undefined ? {} : { body }),
  });

export type StatusOutcome = { state: 'active'; newerPackage: boolean } | { state: 'revoked' | 'expired' };

/** The status call when online: a fresh token is kept; a revocation is remembered (the device stops). */
export async function checkStatus(
  session: OfflineSession,
  kv: KeyValue,
  keys: DeviceKeys,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<StatusOutcome> {
  const answer = await call<{
    state: 'active' | 'revoked' | 'expired';
    token: string | null;
    packageVersion: string | null;
  }>(session, '/offline/status', { request: await signed(keys, token) }, fetcher);
  if (answer.state === 'revoked') {
    await kv.set('revoked', true);
    return { state: 'revoked' };
  }
  if (answer.state === 'expired') return { state: 'expired' };
  if (answer.token) await kv.set(TOKEN, answer.token);
  const newer = answer.packageVersion !== null && Number(answer.packageVersion) > session.version;
  return { state: 'active', newerPackage: newer };
}

/** One transcript batch, signed by the device. */
export function transcriptSender(
  session: OfflineSession,
  keys: DeviceKeys,
  token: string,
  fetcher: typeof fetch = fetch,
) {
  return async (conversations: unknown[]) =>
    call<{ accepted: string[]; duplicates: string[]; refused: string[] }>(
      session,
      '/offline/transcripts',
      { request: await signed(keys, token, { conversations }) },
      fetcher,
    );
}
