import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { POST as generateRoute } from '@/app/api/conversation-api/secret/generate/route';
import type { GeneratedSecretDto } from '@/features/deploy/contract/tenant';
import { call } from '@/tests/integration/support/api';

/** Generates (or rotates) the account's tenant secret through the API. */
export async function tenantSecret(token: string, rotate = false): Promise<string> {
  const { body } = await call<GeneratedSecretDto>(generateRoute, '/conversation-api/secret/generate', {
    token,
    body: { rotate },
  });
  if (body.code !== 0) throw new Error(`generate secret: ${JSON.stringify(body)}`);
  return body.data.secret;
}

interface MintOptions {
  /** Seconds from now. */
  iatIn?: number;
  expIn?: number;
  jti?: string;
  sub?: string;
  claims?: Record<string, unknown>;
  alg?: 'HS256' | 'HS384' | 'HS512';
}

/** What a customer's server mints with jose: the recommended 5-minute token unless told otherwise. */
export function mintToken(secret: string, appId: string, options: MintOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const iat = now + (options.iatIn ?? 0);
  return new SignJWT({
    app: appId,
    iat,
    exp: now + (options.expIn ?? 300),
    jti: options.jti ?? randomUUID(),
    ...(options.sub ? { sub: options.sub } : {}),
    ...options.claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}
