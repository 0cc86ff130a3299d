import 'server-only';
import { IDLE_TIMEOUT_DEFAULT_S, IDLE_TIMEOUT_RANGE_S } from '@/features/runtime/contract';

/**
 * Seconds a quiet conversation lasts: RUNTIME_IDLE_TIMEOUT_S when the operator set it (a whole number within
 * 30–3600; the browser tests set 30 to watch the countdown end a conversation), else the default.
 */
export function idleTimeoutS(env: Record<string, string | undefined> = process.env): number {
  const raw = env.RUNTIME_IDLE_TIMEOUT_S?.trim();
  const set = raw ? Number(raw) : NaN;
  const [min, max] = IDLE_TIMEOUT_RANGE_S;
  return Number.isInteger(set) && set >= min && set <= max ? set : IDLE_TIMEOUT_DEFAULT_S;
}
