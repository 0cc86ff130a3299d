import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limitFailure, limiter, type LimiterSpec } from '@/lib/server/rate-limit/limiters';

// Failed logins are counted three ways. The tight limit is keyed by the client *and* the account, so a stranger
// guessing at someone's password locks out only themselves, in short windows that double each time (1, 2, 4, 8
// then 15 minutes). The client is the browser's device cookie when it carries a valid one for the account,
// otherwise the IP. Looser limits per account and per IP stop distributed guessing and sweeps. The per-account
// one, which strangers can set off at will, does not apply to a device that has logged in to the account before
// (OWASP's device cookies), so its owner keeps getting in.
//
// A device cookie comes only from a login, so the owner on a new browser would be held by the per-account lock for
// as long as strangers keep it shut: when it turns a browser away, `onAccountLocked` mails the owner a link that
// gives that browser a device cookie (unlock-link.ts).
//
// An attempt takes its points *before* the password is checked: `consume` is one atomic step in every store, so
// a burst of parallel guesses cannot all pass a check made before any of them is counted.

export const loginLimits = {
  perClientAccount: { keyPrefix: 'login-fail:client-account', points: 5, duration: 15 * 60 },
  lockouts: { keyPrefix: 'login-lockouts:client-account', points: 1000, duration: 24 * 3600 },
  perAccount: { keyPrefix: 'login-fail:account', points: 30, duration: 3600, blockDuration: 5 * 60 },
  perIp: { keyPrefix: 'login-fail:ip', points: 100, duration: 3600, blockDuration: 15 * 60 },
} satisfies Record<string, LimiterSpec>;
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 15 * 60;

export interface LoginAttempt {
  /** The account's key: its user id when the login name exists, else the normalized login name. */
  account: string;
  ip: string;
  /** The device id of a valid device cookie for this account. */
  device: string | null;
}

type Taken = { spec: LimiterSpec; key: string; consumed: number };

export const clientAccountKey = ({ account, ip, device }: LoginAttempt) =>
  device ? `device:${device}|${account}` : `ip:${ip}|${account}`;

function limitsFor(attempt: LoginAttempt): Array<[LimiterSpec, string]> {
  const own: Array<[LimiterSpec, string]> = [[loginLimits.perClientAccount, clientAccountKey(attempt)]];
  if (!attempt.device) own.push([loginLimits.perAccount, attempt.account]);
  own.push([loginLimits.perIp, attempt.ip]);
  return own;
}

async function giveBack(taken: Taken[]) {
  for (const { spec, key } of taken) await (await limiter(spec)).reward(key, 1);
}

/** After the fifth failure in a row the client is locked out of the account, longer each time. */
async function lockClient({ spec, key }: Taken) {
  const lockouts = await (await limiter(loginLimits.lockouts)).consume(key).catch((rejection: unknown) => {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  });
  const doublings = Math.max(lockouts.consumedPoints - 1, 0);
  const seconds = Math.min(FIRST_LOCK_SECONDS * 2 ** doublings, LONGEST_LOCK_SECONDS);
  await (await limiter(spec)).block(key, seconds);
}

/**
 * Takes one attempt from every limit that applies, or answers 42204 with the seconds to wait. The caller reports
 * how it went: `failed` (wrong password or code), `succeeded` (the client's failures are forgiven) or `cancelled`
 * (nothing was checked, e.g. a wrong captcha).
 */
export async function beginLoginAttempt(attempt: LoginAttempt, onAccountLocked?: () => Promise<void>) {
  const taken: Taken[] = [];
  let current: LimiterSpec | undefined;
  try {
    for (const [spec, key] of limitsFor(attempt)) {
      current = spec;
      const res = await (await limiter(spec)).consume(key);
      taken.push({ spec, key, consumed: res.consumedPoints });
    }
  } catch (error) {
    await giveBack(taken);
    if (!(error instanceof RateLimiterRes)) throw error;
    if (current !== loginLimits.perAccount) throw limitFailure(error, 'loginLocked');
    await onAccountLocked?.();
    throw limitFailure(error, 'accountLocked');
  }
  return {
    async failed() {
      const client = taken[0]!;
      if (client.consumed >= client.spec.points) await lockClient(client);
    },
    async succeeded() {
      const [client, ...others] = taken;
      await (await limiter(client!.spec)).delete(client!.key);
      await giveBack(others);
    },
    cancelled: () => giveBack(taken),
  };
}
