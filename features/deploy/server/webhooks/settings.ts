import 'server-only';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_SECRET_PREFIX,
  type SavedWebhookConfigDto,
  type SaveWebhookConfigRequest,
  type WebhookConfigDto,
  type WebhookSecretDto,
} from '@/features/deploy/contract/webhooks';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { outboundAllowHosts } from '@/lib/server/net/allow-hosts';
import { isPublicAddress } from '@/lib/server/net/public-address';
import { tenantSettings } from '../tables';

// The account's callback address and signing secret (tenant_settings). The secret is kept as it is, since signing
// needs it; the console sees it whole only in the answer that created it.

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
const hintOf = (secret: string) => `${secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)}…${secret.slice(-4)}`;

export async function readWebhookConfig(db: Db, corpId: string): Promise<WebhookConfigDto> {
  const [row] = await db
    .select({ callbackUrl: tenantSettings.callbackUrl, secretHint: tenantSettings.webhookSecretHint })
    .from(tenantSettings)
    .where(eq(tenantSettings.corpId, corpId));
  return { callbackUrl: row?.callbackUrl ?? null, secretHint: row?.secretHint ?? null };
}

/** Where the account's events go and what signs them; null when it has no callback address. */
export async function callbackOf(db: Db, corpId: string): Promise<{ url: string; secret: string } | null> {
  const [row] = await db
    .select({ url: tenantSettings.callbackUrl, secret: tenantSettings.webhookSecret })
    .from(tenantSettings)
    .where(eq(tenantSettings.corpId, corpId));
  return row?.url && row.secret ? { url: row.url, secret: row.secret } : null;
}

/**
 * A loopback, private or metadata address written as such can never be delivered to: said at once, on the field.
 * Names are judged at send time by the guard (what they resolve to may change).
 */
function refusePrivateLiteral(callbackUrl: string) {
  const host = new URL(callbackUrl).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const literal = isIP(host) ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost');
  if (literal && !outboundAllowHosts().has(host))
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [{ field: 'callbackUrl', message: 'callbackPrivate' }] },
    });
}

/**
 * Saves the callback address ('' removes it: no more events). The first address saved generates the signing
 * secret, in the same statement, so two saves racing still make one secret, answered whole to the one that made it.
 */
export async function saveWebhookConfig(
  db: Db,
  corpId: string,
  input: SaveWebhookConfigRequest,
): Promise<SavedWebhookConfigDto> {
  const callbackUrl = input.callbackUrl || null;
  if (callbackUrl) refusePrivateLiteral(callbackUrl);
  const secret = callbackUrl ? newSecret() : null;
  const [row] = await db
    .insert(tenantSettings)
    .values({ corpId, callbackUrl, webhookSecret: secret, webhookSecretHint: secret && hintOf(secret) })
    .onConflictDoUpdate({
      target: tenantSettings.corpId,
      set: {
        callbackUrl,
        webhookSecret: sql`coalesce(${tenantSettings.webhookSecret}, excluded.webhook_secret)`,
        webhookSecretHint: sql`coalesce(${tenantSettings.webhookSecretHint}, excluded.webhook_secret_hint)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      callbackUrl: tenantSettings.callbackUrl,
      secret: tenantSettings.webhookSecret,
      secretHint: tenantSettings.webhookSecretHint,
    });
  return {
    callbackUrl: row!.callbackUrl,
    secretHint: row!.secretHint,
    secret: secret !== null && row!.secret === secret ? secret : null,
  };
}

/** A new signing secret, whole in this answer only; the old one signs nothing from now on. */
export async function rotateWebhookSecret(db: Db, corpId: string): Promise<WebhookSecretDto> {
  const secret = newSecret();
  const secretHint = hintOf(secret);
  await db
    .insert(tenantSettings)
    .values({ corpId, webhookSecret: secret, webhookSecretHint: secretHint })
    .onConflictDoUpdate({
      target: tenantSettings.corpId,
      set: { webhookSecret: secret, webhookSecretHint: secretHint, updatedAt: sql`now()` },
    });
  return { secret, secretHint };
}
