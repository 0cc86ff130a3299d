import 'server-only';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';

// Each code survives five wrong guesses, and an address gets at most ten codes an hour: that bounds the guesses at
// one address. These limits throttle the guesser, never the owner: per client IP at one address, and per client IP
// over all addresses (one guesser sweeping many). A limit per address alone let anyone who knew an address spend
// its guesses and lock its owner out of a reset for an hour.
export const codeAttemptLimits = {
  perIpAndAddress: { keyPrefix: 'code-attempt:ip-address:1h', points: 15, duration: 3600 },
  perIp: { keyPrefix: 'code-attempt:ip:1h', points: 60, duration: 3600 },
} satisfies Record<string, LimiterSpec>;

/** Counts one attempt at a code for `address` from `ip`; answers 42900 once either limit is spent. */
export function consumeCodeAttempt(channel: 'email' | 'sms', address: string, ip: string): Promise<void> {
  return consumeAll(
    [
      [codeAttemptLimits.perIpAndAddress, `${ip}:${channel}:${address}`],
      [codeAttemptLimits.perIp, ip],
    ],
    'codeAttemptsLimited',
  );
}
