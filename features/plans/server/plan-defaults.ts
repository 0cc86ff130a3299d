import 'server-only';
import {
  DEFAULT_FAQ_MAX_ITEMS,
  LIMIT_KINDS,
  MAX_DIGITAL_HUMANS,
  MAX_TRIAL_SESSIONS,
  STANDARD_CONCURRENCY,
  TRIAL_CONCURRENCY,
  type LimitKind,
  type Limits,
} from '@/features/plans/contract';

// The plans' default limits, with the environment overrides operators already use: RUNTIME_STANDARD_CONCURRENCY
// (a standard corporation's concurrency; `npm run bench:runtime` raises it) and KNOWLEDGE_FAQ_MAX (FAQ items).

type Env = Record<string, string | undefined>;

function positiveEnv(env: Env, name: string): number | null {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A plan's limits before any override; an unknown plan gets the standard plan's. */
export function planDefaults(plan: string, env: Env = process.env): Limits {
  const trial = plan === 'trial';
  return {
    // Only a trial caps sessions apart from digital humans.
    sessions: trial ? MAX_TRIAL_SESSIONS : null,
    digitalHumans: MAX_DIGITAL_HUMANS,
    concurrency: trial
      ? TRIAL_CONCURRENCY
      : (positiveEnv(env, 'RUNTIME_STANDARD_CONCURRENCY') ?? STANDARD_CONCURRENCY),
    faqItems: positiveEnv(env, 'KNOWLEDGE_FAQ_MAX') ?? DEFAULT_FAQ_MAX_ITEMS,
    // No cap on documents unless an operator sets one.
    documents: null,
  };
}

export type Overrides = Partial<Record<LimitKind, number | null>>;

/** The effective limits: each override that is set replaces the default; and the kinds it replaced. */
export function effectiveLimits(
  defaults: Limits,
  overrides: Overrides,
): { limits: Limits; overridden: LimitKind[] } {
  const overridden = LIMIT_KINDS.filter((kind) => overrides[kind] !== null && overrides[kind] !== undefined);
  const limits = { ...defaults };
  for (const kind of overridden) limits[kind] = overrides[kind] as number;
  return { limits, overridden };
}
