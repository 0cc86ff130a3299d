import 'server-only';
import { compactVerify, decodeProtectedHeader, errors } from 'jose';
import { and, eq, lt, sql } from 'drizzle-orm';
import { VISITOR_TOKEN, type VisitorTokenRefusal } from '@/features/deploy/contract/tenant';
import type { Db } from '@/lib/server/db/client';
import { findServingApp } from '../applications/app-start';
import { usedTokens } from '../tables';
import { tenantSecretOf } from './secret';
import { checkVisitorClaims, type VisitorClaims } from './visitor-claims';

export type VisitorTokenResult =
  { ok: true; corpId: string; claims: VisitorClaims } | { ok: false; reason: VisitorTokenRefusal };

/** One verification in this many also sweeps out expired token ids: cheap, and no job to schedule. */
const PURGE_ONE_IN = 20;

/**
 * A visitor token the customer's server signed for this application with its corporation's tenant secret: HS256
 * only (`alg: none`, RS*, ES* and the rest are refused before any key is used), then the claim rules. `consume`
 * records its `jti`, so the token opens one page only — also when two requests bring it at the same moment.
 */
export async function verifyVisitorToken(
  db: Db,
  appId: string,
  token: string,
  { consume = true }: { consume?: boolean } = {},
): Promise<VisitorTokenResult> {
  const app = await findServingApp(db, appId);
  if (!app) return { ok: false, reason: 'unknownApp' };
  const secret = await tenantSecretOf(db, app.corpId);
  if (!secret) return { ok: false, reason: 'noSecret' };
  const payload = await verifiedPayload(token, secret);
  if (typeof payload === 'string') return { ok: false, reason: payload };
  const checked = checkVisitorClaims(payload, appId, Math.floor(Date.now() / 1000));
  if (!checked.ok) return checked;
  const fresh = consume
    ? await recordUse(db, app.corpId, checked.claims)
    : !(await wasUsed(db, app.corpId, checked.claims.jti));
  if (!fresh) return { ok: false, reason: 'replayed' };
  return { ok: true, corpId: app.corpId, claims: checked.claims };
}

async function verifiedPayload(
  token: string,
  secret: string,
): Promise<Record<string, unknown> | VisitorTokenRefusal> {
  try {
    if (decodeProtectedHeader(token).alg !== VISITOR_TOKEN.alg) return 'algorithm';
  } catch {
    return 'malformed';
  }
  try {
    const { payload } = await compactVerify(token, new TextEncoder().encode(secret), {
      algorithms: [VISITOR_TOKEN.alg],
    });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : 'malformed';
  } catch (error) {
    return error instanceof errors.JWSSignatureVerificationFailed ? 'signature' : 'malformed';
  }
}

/**
 * Records the token's id until it can no longer be valid; false when it was already recorded. The primary key
 * (corporation, jti) decides between parallel uses: exactly one insert wins.
 */
async function recordUse(db: Db, corpId: string, claims: VisitorClaims): Promise<boolean> {
  const expiresAt = new Date((claims.exp + VISITOR_TOKEN.clockToleranceS) * 1000);
  const inserted = await db
    .insert(usedTokens)
    .values({ corpId, jti: claims.jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedTokens.jti });
  if (Math.random() * PURGE_ONE_IN < 1) await purgeUsedTokens(db);
  return inserted.length === 1;
}

async function wasUsed(db: Db, corpId: string, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: usedTokens.jti })
    .from(usedTokens)
    .where(and(eq(usedTokens.corpId, corpId), eq(usedTokens.jti, jti)));
  return Boolean(row);
}

/**
 * Drops the ids of tokens long expired (refused as expired anyway); the index makes it a range scan. The margin
 * covers a database clock ahead of the app's: an id must outlive every instance's idea of the token's expiry.
 */
export async function purgeUsedTokens(db: Db): Promise<void> {
  await db.delete(usedTokens).where(lt(usedTokens.expiresAt, sql`now() - interval '5 minutes'`));
}
