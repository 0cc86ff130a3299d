import 'server-only';
import { sql } from 'drizzle-orm';

// How long what the platform keeps only for a while is kept (README "Retention"): the scheduled retention jobs of
// each area delete what is older. Whole days, at least 1.

export interface RetentionConfig {
  /** Webhook deliveries (delivered or failed for good) and their log. */
  webhookDeliveriesDays: number;
  /** The website demo's conversations and their transcripts (visitors' words nobody owns). */
  demoRecordsDays: number;
  /** The failures workbooks of FAQ imports. */
  importFailuresDays: number;
  /** Finished background jobs (done or failed). */
  jobsDays: number;
  /** Refused conversation starts (busy, no resource, session unpublished) that analytics counts. */
  refusedStartsDays: number;
  /** Large-model failures counted for the console's model health. */
  modelFailuresDays: number;
}

const SETTINGS: { name: string; key: keyof RetentionConfig; fallback: number }[] = [
  { name: 'RETENTION_WEBHOOK_DELIVERIES_DAYS', key: 'webhookDeliveriesDays', fallback: 30 },
  { name: 'RETENTION_DEMO_RECORDS_DAYS', key: 'demoRecordsDays', fallback: 7 },
  { name: 'RETENTION_IMPORT_FAILURES_DAYS', key: 'importFailuresDays', fallback: 7 },
  { name: 'RETENTION_JOBS_DAYS', key: 'jobsDays', fallback: 14 },
  // Analytics compares a period of up to a year with the one before it.
  { name: 'RETENTION_REFUSED_STARTS_DAYS', key: 'refusedStartsDays', fallback: 800 },
  { name: 'RETENTION_MODEL_FAILURES_DAYS', key: 'modelFailuresDays', fallback: 30 },
];

/** RETENTION_* settings; a value that is not a whole number of days stops start-up rather than deleting oddly. */
export function retentionConfig(env: Record<string, string | undefined> = process.env): RetentionConfig {
  const config = {} as RetentionConfig;
  for (const { name, key, fallback } of SETTINGS) {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number of days, at least 1, not "${env[name]}"`);
    config[key] = value;
  }
  // A failures workbook is found through its import job: it must go no later than the job does.
  config.importFailuresDays = Math.min(config.importFailuresDays, config.jobsDays);
  return config;
}

/** Retention jobs run hourly: what passes its age goes within the hour, in small deletes. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** `days` ago in database time, for a `where created_at < …`. */
export const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Rows deleted per statement: a retention job never holds a large table's locks for long. */
export const RETENTION_BATCH = 1000;
