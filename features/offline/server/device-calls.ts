import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { DEVICE_REQUEST_TYPE, LICENCE_TOKEN_TYPE, type LicenceClaims } from '../licence/claims';
import type { DeviceRequestClaims } from '../licence/device-request';
import { signingKey } from './platform-key';
import { offlineDevices, offlineLicences, offlineRequestIds } from './tables';

// A device's call (status, transcripts) is a JWS its own key made over the licence token it holds, a fresh jti
// and the time: the platform checks the licence token's signature (its own key), that the token is this device's
// (the stored key's thumbprint is the token's cnf.jkt), the call's signature with that stored key, the time within
// REQUEST_WINDOW_S of its clock, and the jti never seen before.

export const REQUEST_WINDOW_S = 300;

const refused = () => new ApiFailure(ApiCode.unauthenticated, 'offlineRequestInvalid');

async function verifyWith(jws: string, jwk: JWK, typ: string): Promise<unknown> {
  if (decodeProtectedHeader(jws).typ !== typ) throw refused();
  const key = await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA');
  const { payload } = await compactVerify(jws, key, { algorithms: ['EdDSA'] });
  return JSON.parse(new TextDecoder().decode(payload)) as unknown;
}

/** The unverified payload, only to find which device must have signed it. */
function unverifiedPayload(jws: string): Partial<DeviceRequestClaims> {
  const part = jws.split('.')[1];
  if (!part) throw refused();
  const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (typeof value !== 'object' || value === null) throw refused();
  return value as Partial<DeviceRequestClaims>;
}

export interface DeviceCall {
  licence: typeof offlineLicences.$inferSelect;
  device: typeof offlineDevices.$inferSelect;
  body: unknown;
  /** When the device or its licence was revoked (the earlier), or null. */
  revokedAt: Date | null;
}

export async function authenticateDevice(db: Db, jws: string, now = new Date()): Promise<DeviceCall> {
  let call: DeviceRequestClaims;
  let licence: LicenceClaims;
  let found: Pick<DeviceCall, 'licence' | 'device'> | undefined;
  try {
    const claimed = unverifiedPayload(jws);
    if (typeof claimed.licence !== 'string') throw refused();
    // The licence token's expiry does not matter here: an expired device still hears that it expired.
    licence = (await verifyWith(
      claimed.licence,
      (await signingKey(db)).publicJwk,
      LICENCE_TOKEN_TYPE,
    )) as LicenceClaims;
    [found] = await db
      .select({ device: offlineDevices, licence: offlineLicences })
      .from(offlineDevices)
      .innerJoin(offlineLicences, eq(offlineLicences.id, offlineDevices.licenceId))
      .where(eq(offlineDevices.id, String(licence.dev)));
    if (!found?.device.publicJwk || found.device.thumbprint !== licence.cnf?.jkt) throw refused();
    call = (await verifyWith(jws, found.device.publicJwk as JWK, DEVICE_REQUEST_TYPE)) as DeviceRequestClaims;
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw refused();
  }
  if (
    typeof call.jti !== 'string' ||
    call.jti.length < 16 ||
    call.jti.length > 100 ||
    typeof call.iat !== 'number' ||
    Math.abs(now.getTime() / 1000 - call.iat) > REQUEST_WINDOW_S
  ) {
    throw new ApiFailure(ApiCode.unauthenticated, 'offlineRequestStale');
  }
  // Ids are kept past the window on both sides; older ones can no longer be replayed and are dropped.
  await db.delete(offlineRequestIds).where(lt(offlineRequestIds.expiresAt, sql`now()`));
  const [fresh] = await db
    .insert(offlineRequestIds)
    .values({ jti: call.jti, expiresAt: new Date((call.iat + 2 * REQUEST_WINDOW_S) * 1000) })
    .onConflictDoNothing({ target: offlineRequestIds.jti })
    .returning({ jti: offlineRequestIds.jti });
  if (!fresh) throw new ApiFailure(ApiCode.unauthenticated, 'offlineReplay');
  await db.update(offlineDevices).set({ lastSeenAt: now }).where(eq(offlineDevices.id, found.device.id));
  const revocations = [found.licence.revokedAt, found.device.revokedAt].filter((d): d is Date => d !== null);
  return {
    ...found,
    body: call.body,
    revokedAt: revocations.length ? new Date(Math.min(...revocations.map((d) => d.getTime()))) : null,
  };
}
