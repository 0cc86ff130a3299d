import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  TENANT_SECRET_PREFIX,
  type GeneratedSecretDto,
  type TenantJwtDto,
} from '@/features/deploy/contract/tenant';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { tenantSettings } from '../tables';

/** 256 random bits, base64url, behind the prefix: 47 characters. */
export const newTenantSecret = () => `${TENANT_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the console shows of a secret once it has been shown: enough to tell two apart, not to use one. */
export const secretHint = (secret: string) => `${TENANT_SECRET_PREFIX}…${secret.slice(-4)}`;

/** The corporation's tenant JWT settings, without the secret. */
export async function tenantJwtSettings(db: Db, corpId: string, origin: string): Promise<TenantJwtDto> {
  const [row] = await db
    .select({ hint: tenantSettings.jwtSecretHint, rotatedAt: tenantSettings.jwtSecretRotatedAt })
    .from(tenantSettings)
    .where(eq(tenantSettings.corpId, corpId));
  return {
    secretSet: Boolean(row?.hint),
    secretHint: row?.hint ?? null,
    rotatedAt: row?.rotatedAt?.toISOString() ?? null,
    origin,
  };
}

/**
 * Generates the corporation's tenant JWT secret, or replaces it (`rotate`): the old one stops verifying at once, on
 * every instance, since each verification reads the row. The answer is the only time the secret leaves the server.
 */
export async function generateTenantSecret(
  db: Db,
  corpId: string,
  { rotate }: { rotate: boolean },
): Promise<GeneratedSecretDto> {
  const secret = newTenantSecret();
  const values = { jwtSecret: secret, jwtSecretHint: secretHint(secret), jwtSecretRotatedAt: sql`now()` };
  const [row] = await db
    .insert(tenantSettings)
    .values({ corpId, ...values })
    .onConflictDoUpdate({
      target: tenantSettings.corpId,
      set: { ...values, updatedAt: sql`now()` },
      // One statement, so two first clicks racing cannot both succeed and leave the first answer's secret void.
      ...(rotate ? {} : { setWhere: sql`${tenantSettings.jwtSecret} is null` }),
    })
    .returning({ rotatedAt: tenantSettings.jwtSecretRotatedAt });
  if (!row) throw new ApiFailure(ApiCode.conflict, 'tenantSecretExists');
  return { secret, secretHint: secretHint(secret), rotatedAt: row.rotatedAt!.toISOString() };
}

/** The secret visitor tokens of the corporation are verified with; null until one is generated. */
export async function tenantSecretOf(db: Db, corpId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: tenantSettings.jwtSecret })
    .from(tenantSettings)
    .where(eq(tenantSettings.corpId, corpId));
  return row?.secret ?? null;
}
