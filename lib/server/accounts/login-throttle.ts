import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limitFailure, limiter, type LimiterSpec } from '../rate-limit/limiters';

// Failed logins are counted three ways. The tight limit is keyed by client IP *and* account, so a stranger
// guessing at someone's password locks out only themselves, in short windows that double each time
// (1, 2, 4, 8 then 15 minutes). Looser limits per account (many IPs) and per IP (many accounts) stop
// distributed guessing and sweeps, and only ever block for minutes.

const PER_IP_ACCOUNT: LimiterSpec = { keyPrefix: 'login-fail:ip-account', points: 5, duration: 15 * 60 };
const LOCKOUTS: LimiterSpec = { keyPrefix: 'login-lockouts:ip-account', points: 1000, duration: 24 * 3600 };
const PER_ACCOUNT: LimiterSpec = {
  keyPrefix: 'login-fail:account',
  points: 30,
  duration: 3600,
  blockDuration: 5 * 60,
};
const PER_IP: LimiterSpec = {
  keyPrefix: 'login-fail:ip',
  points: 100,
  duration: 3600,
  blockDuration: 15 * 60,
};
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 15 * 60;

const keys = (account: string, ip: string) =>
  [
    [PER_IP_ACCOUNT, `${ip}|${account}`],
    [PER_ACCOUNT, account],
    [PER_IP, ip],
  ] as const;

/** Answers 42204 with the seconds to wait while any of the three limits is spent. */
export async function assertLoginAllowed(account: string, ip: string): Promise<void> {
  for (const [spec, key] of keys(account, ip)) {
    const res = await (await limiter(spec)).get(key);
    if (res && res.consumedPoints > spec.points && res.msBeforeNext > 0)
      throw limitFailure(res, 'loginLocked');
  }
}

export async function recordLoginFailure(account: string, ip: string): Promise<void> {
  for (const [spec, key] of keys(account, ip)) {
    const rl = await limiter(spec);
    let consumed: number;
    try {
      consumed = (await rl.consume(key)).consumedPoints;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      continue; // already blocked
    }
    if (spec === PER_IP_ACCOUNT && consumed >= spec.points) {
      const lockouts = (await (await limiter(LOCKOUTS)).consume(key).catch((r: RateLimiterRes) => r))
        .consumedPoints;
      const seconds = Math.min(FIRST_LOCK_SECONDS * 2 ** Math.max(lockouts - 1, 0), LONGEST_LOCK_SECONDS);
      await rl.block(key, seconds);
    }
  }
}

/** A successful login forgives the failures from that IP on that account. */
export async function recordLoginSuccess(account: string, ip: string): Promise<void> {
  await (await limiter(PER_IP_ACCOUNT)).delete(`${ip}|${account}`);
}
