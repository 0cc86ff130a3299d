import 'server-only';
import { eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { resourceStatus, type OpenApplicationDto } from '@/features/deploy/contract/applications';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { limitFailure, limiter, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import type { DeployPorts } from '../ports';
import { applications, resourceGrants } from '../tables';
import { hashAppKey, looksLikeAppKey } from './keys';

// The customer's server calls with its application's APPKey as a bearer token. Keys are 192 random bits, so
// guessing is hopeless; the limit on failed attempts per address still stops a sweep from costing us look-ups and
// from filling the logs.

export const appKeyLimits = {
  failuresPerIp: { keyPrefix: 'app-key-fail:ip', points: 20, duration: 10 * 60, blockDuration: 10 * 60 },
} satisfies Record<string, LimiterSpec>;

const invalidKey = () => new ApiFailure(ApiCode.unauthenticated, 'appKeyInvalid');

const bearer = (request: Request) =>
  request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
    ?.trim() ?? '';

async function refuseBlocked(ip: string) {
  const lim = await limiter(appKeyLimits.failuresPerIp);
  const res = await lim.get(ip);
  if (res && res.consumedPoints > appKeyLimits.failuresPerIp.points) throw limitFailure(res);
}

async function countFailure(ip: string) {
  try {
    await (await limiter(appKeyLimits.failuresPerIp)).consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limitFailure(error);
    throw error;
  }
}

/** `GET /api/open/v1/application`: the application its key belongs to, as its owner's server sees it. */
export async function openApplication(
  db: Db,
  request: Request,
  ip: string,
  ports: Pick<DeployPorts, 'inUse'>,
): Promise<OpenApplicationDto> {
  await refuseBlocked(ip);
  const key = bearer(request);
  const [row] = looksLikeAppKey(key)
    ? await db
        .select({ app: applications, grant: resourceGrants })
        .from(applications)
        .innerJoin(resourceGrants, eq(resourceGrants.id, applications.grantId))
        .where(eq(applications.keyHash, hashAppKey(key)))
    : [];
  if (!row) {
    await countFailure(ip);
    throw invalidKey();
  }
  const { app, grant } = row;
  const inUse = (await ports.inUse(db, app.corpId)).get(app.id) ?? 0;
  return {
    appId: app.id,
    name: app.name,
    status: resourceStatus(grant),
    concurrency: app.concurrency,
    inUse,
    conversationId: app.conversationId,
    expiresAt: grant.endsAt.toISOString(),
  };
}
