import 'server-only';

export interface JobConfig {
  /** Jobs one instance runs at the same time (corporations take turns for them: queue.ts `claimJob`). */
  concurrency: number;
  /** How long a claim holds without a heartbeat; a dead instance's jobs are taken again after it. */
  leaseMs: number;
  /** How often an idle worker looks for jobs other instances queued. */
  pollMs: number;
  /** The first retry's delay; each further one doubles it. */
  retryBaseMs: number;
}

const SETTINGS: { name: string; key: keyof JobConfig; fallback: number; min: number }[] = [
  { name: 'JOB_CONCURRENCY', key: 'concurrency', fallback: 2, min: 1 },
  { name: 'JOB_LEASE_MS', key: 'leaseMs', fallback: 30_000, min: 1000 },
  { name: 'JOB_POLL_MS', key: 'pollMs', fallback: 2000, min: 100 },
  { name: 'JOB_RETRY_BASE_MS', key: 'retryBaseMs', fallback: 5000, min: 0 },
];

/** JOB_* settings; a value that is not a whole number in range stops start-up rather than running oddly. */
export function jobConfig(env: Record<string, string | undefined> = process.env): JobConfig {
  const config = {} as JobConfig;
  for (const { name, key, fallback, min } of SETTINGS) {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be a whole number of at least ${min}, not "${env[name]}"`);
    config[key] = value;
  }
  return config;
}
