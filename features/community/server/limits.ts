import 'server-only';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';

// Per author and per address: one account cannot flood the queue, nor one address with many accounts.
const POST_LIMITS: LimiterSpec[] = [
  { keyPrefix: 'community-post:user:1h', points: 5, duration: 3600 },
  { keyPrefix: 'community-post:ip:1h', points: 10, duration: 3600 },
];
const COMMENT_LIMITS: LimiterSpec[] = [
  { keyPrefix: 'community-comment:user:10m', points: 20, duration: 600 },
  { keyPrefix: 'community-comment:ip:10m', points: 40, duration: 600 },
];

export const limitPosting = (userId: string, ip: string) =>
  consumeAll([
    [POST_LIMITS[0]!, userId],
    [POST_LIMITS[1]!, ip],
  ]);

export const limitCommenting = (userId: string, ip: string) =>
  consumeAll([
    [COMMENT_LIMITS[0]!, userId],
    [COMMENT_LIMITS[1]!, ip],
  ]);
