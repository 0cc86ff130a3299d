import 'server-only';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { LICENCE_TOKEN_TYPE, type LicenceClaims } from '../licence/claims';
import { offlineSigningKeys } from './tables';

// The platform's licence-signing key: made once, at the first call that needs it, and kept in the database (see
// tables.ts for why). Two instances making it at once: the insert that loses reads the winner's.

const KEY_NAME = 'licence';

interface SigningKey {
  kid: string;
  publicJwk: JWK & { kid: string };
  privateJwk: JWK;
}

async function makeKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  return { kid, publicJwk: { ...publicJwk, kid }, privateJwk: await exportJWK(privateKey) };
}

export async function signingKey(db: Db): Promise<SigningKey> {
  const read = async () =>
    (await db.select().from(offlineSigningKeys).where(eq(offlineSigningKeys.name, KEY_NAME)))[0];
  const found = await read();
  if (found) return found as SigningKey;
  const made = await makeKey();
  await db
    .insert(offlineSigningKeys)
    .values({ name: KEY_NAME, ...made })
    .onConflictDoNothing({ target: offlineSigningKeys.name });
  return (await read()) as SigningKey;
}

/** The public half, as packages embed it (`GET /api/offline/platformKey`). */
export const platformPublicJwk = async (db: Db) => {
  const { publicJwk } = await signingKey(db);
  return { kty: publicJwk.kty!, crv: publicJwk.crv!, x: publicJwk.x!, kid: publicJwk.kid };
};

export async function signLicence(db: Db, claims: Omit<LicenceClaims, 'iss' | 'iat'>): Promise<string> {
  const key = await signingKey(db);
  const privateKey = await importJWK({ ...key.privateJwk, alg: 'EdDSA' }, 'EdDSA');
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'EdDSA', typ: LICENCE_TOKEN_TYPE, kid: key.kid })
    .setIssuer('dh-platform')
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(privateKey);
}
