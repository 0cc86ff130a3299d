import 'server-only';
import { retryDelayMs } from '@/lib/server/jobs/queue';
import { WEBHOOK_MAX_ATTEMPTS } from '@/features/deploy/contract/webhooks';

/** The job kind of one delivery (payload `{ deliveryId }`). */
export const WEBHOOK_JOB = 'deploy.webhookDelivery';
/** One attempt: the receiver must answer within this (connect included); its answer's body is not read. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_BASE_MS = 120_000;

/**
 * WEBHOOK_RETRY_BASE_MS: the first retry's delay, doubled for each further one (default 2 minutes: retries after
 * 2, 4, 8, 16 and 32 minutes, the last attempt about an hour after the first). Tests set 0.
 */
export function webhookRetryBaseMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WEBHOOK_RETRY_BASE_MS?.trim();
  const value = raw ? Number(raw) : DEFAULT_RETRY_BASE_MS;
  if (!Number.isInteger(value) || value < 0)
    throw new Error(
      `WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds, not "${env.WEBHOOK_RETRY_BASE_MS}"`,
    );
  return value;
}

/** The waits before each retry of an event that keeps failing (the job queue's backoff, capped at an hour). */
export function webhookRetrySchedule(baseMs: number): number[] {
  return Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1, baseMs));
}
