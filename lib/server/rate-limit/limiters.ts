import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MessageKey } from '@/lib/server/http/messages';
import { connection } from '@/lib/server/db/client';

export interface LimiterSpec {
  /** Unique per limit, e.g. `email-code:address:60s`. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  blockDuration?: number;
}

/**
 * The one place that picks the limit store: REDIS_URL → Redis; DATABASE_URL → the `rate_limits` table of
 * PostgreSQL (so several app instances share the counts); otherwise memory, which is exact for the single process
 * that embedded PGlite allows.
 */
type Store = { kind: 'memory' } | { kind: 'redis'; client: Redis } | { kind: 'postgres' };

const globalStore = globalThis as typeof globalThis & {
  __dhLimiterStore?: Promise<Store>;
  __dhLimiters?: Map<string, Promise<RateLimiterAbstract>>;
};

function store(): Promise<Store> {
  globalStore.__dhLimiterStore ??= (async (): Promise<Store> => {
    if (process.env.REDIS_URL) {
      const { default: IORedis } = await import('ioredis');
      return { kind: 'redis', client: new IORedis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 }) };
    }
    if (process.env.DATABASE_URL) return { kind: 'postgres' };
    return { kind: 'memory' };
  })();
  return globalStore.__dhLimiterStore;
}

async function build(spec: LimiterSpec): Promise<RateLimiterAbstract> {
  const chosen = await store();
  const options = { ...spec, keyPrefix: `dh:${spec.keyPrefix}` };
  if (chosen.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: chosen.client });
  if (chosen.kind === 'postgres') {
    const { pool } = await connection();
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true, // the migrations create it
      clearExpiredByTimeout: false,
    });
  }
  return new RateLimiterMemory(options);
}

export function limiter(spec: LimiterSpec): Promise<RateLimiterAbstract> {
  globalStore.__dhLimiters ??= new Map();
  let found = globalStore.__dhLimiters.get(spec.keyPrefix);
  if (!found) {
    found = build(spec);
    globalStore.__dhLimiters.set(spec.keyPrefix, found);
  }
  return found;
}

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function limitFailure(res: RateLimiterRes, key: MessageKey = 'rateLimited'): ApiFailure {
  const seconds = retryAfterSeconds(res);
  const code = key === 'loginLocked' || key === 'accountLocked' ? ApiCode.loginLocked : ApiCode.rateLimited;
  return new ApiFailure(code, key, { data: { retryAfterSeconds: seconds }, params: { seconds } });
}

/** Takes one point from each limit in turn; the first limit that is used up answers 42900 with `message`. */
export async function consumeAll(
  entries: Array<[LimiterSpec, string]>,
  message: MessageKey = 'rateLimited',
): Promise<void> {
  for (const [spec, key] of entries) {
    try {
      await (await limiter(spec)).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitFailure(error, message);
      throw error;
    }
  }
}

/** Tests and shutdown: drops the limiters and closes a Redis connection. */
export async function closeLimiters(): Promise<void> {
  const current = globalStore.__dhLimiterStore;
  globalStore.__dhLimiterStore = undefined;
  globalStore.__dhLimiters = undefined;
  const chosen = current ? await current : null;
  if (chosen?.kind === 'redis') await chosen.client.quit();
}
