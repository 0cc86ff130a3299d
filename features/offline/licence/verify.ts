import { calculateJwkThumbprint, compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { LICENCE_ISSUER, LICENCE_TOKEN_TYPE, type LicenceClaims, type LicenceVerdict } from './claims';

// Offline verification of a licence token: runs in the browser (the offline package, with no network) and in Node
// (the tests, the platform). Only `jose` and WebCrypto: no server module may come in here.

export interface LicenceCheck {
  verdict: LicenceVerdict;
  /** The claims when the signature holds (also for expired, wrongDevice and wrongSession). */
  claims: LicenceClaims | null;
}

const isClaims = (value: unknown): value is LicenceClaims => {
  const claims = value as Partial<LicenceClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    claims.iss === LICENCE_ISSUER &&
    typeof claims.lic === 'string' &&
    typeof claims.dev === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.pkg === 'string' &&
    typeof claims.cnf?.jkt === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
};

/**
 * Checks a licence token with no server: signed by the platform's key (else `tampered`), for this package's
 * session (`wrongSession`), bound to this device's key (`wrongDevice`), not past its expiry at `now` (`expired`).
 * A revocation is not visible offline: the device learns it at its next status call.
 */
export async function verifyLicence(
  token: string,
  platformJwk: JWK,
  devicePublicJwk: JWK,
  now: Date,
  sessionId: string,
): Promise<LicenceCheck> {
  let claims: unknown;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'EdDSA' || header.typ !== LICENCE_TOKEN_TYPE)
      return { verdict: 'tampered', claims: null };
    const key = await importJWK({ ...platformJwk, alg: 'EdDSA' }, 'EdDSA');
    const { payload } = await compactVerify(token, key, { algorithms: ['EdDSA'] });
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { verdict: 'tampered', claims: null };
  }
  if (!isClaims(claims)) return { verdict: 'tampered', claims: null };
  if (claims.sid !== sessionId) return { verdict: 'wrongSession', claims };
  const thumbprint = await deviceThumbprint(devicePublicJwk).catch(() => null);
  if (thumbprint !== claims.cnf.jkt) return { verdict: 'wrongDevice', claims };
  if (now.getTime() >= claims.exp * 1000) return { verdict: 'expired', claims };
  return { verdict: 'ok', claims };
}

/** The RFC 7638 thumbprint of a device's Ed25519 public key (only its public members count). */
export const deviceThumbprint = (jwk: JWK) =>
  calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, 'sha256');
