import 'server-only';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';

// Each code survives five wrong guesses, but new codes can be requested: these limits bound the guesses across
// codes, per address (one victim) and per client IP (one guesser sweeping many addresses).
export const codeAttemptLimits = {
  perAddress: { keyPrefix: 'code-attempt:address:1h', points: 15, duration: 3600 },
  perIp: { keyPrefix: 'code-attempt:ip:1h', points: 60, duration: 3600 },
} satisfies Record<string, LimiterSpec>;

/** Counts one attempt at a code for `address` from `ip`; answers 42900 once either limit is spent. */
export function consumeCodeAttempt(channel: 'email' | 'sms', address: string, ip: string): Promise<void> {
  return consumeAll(
    [
      [codeAttemptLimits.perAddress, `${channel}:${address}`],
      [codeAttemptLimits.perIp, ip],
    ],
    'codeAttemptsLimited',
  );
}
