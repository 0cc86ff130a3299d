import 'server-only';
import { JobError } from '@/lib/server/jobs/job-error';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { WEBHOOK_JOB } from './config';
import { attemptDelivery, markFailed } from './deliver';

const deliveryOf = (payload: unknown) => (payload as { deliveryId: string }).deliveryId;

/**
 * A delivery as a job of the shared job table: each attempt is one run; a failure the queue retries after its
 * backoff (the webhooks worker's base is WEBHOOK_RETRY_BASE_MS) until the attempts run out, then the delivery is
 * failed. One that cannot succeed (the guard refused the address, no address any more) is failed at once.
 */
export const webhookJobHandler: JobHandler = {
  kind: WEBHOOK_JOB,
  run: async (job, { db, signal }) => {
    const outcome = await attemptDelivery(db, deliveryOf(job.payload), { signal });
    if (!outcome.delivered) throw new JobError('jobFailed', { retry: outcome.retry });
    return null;
  },
  onFailed: (job, _error, db) => markFailed(db, deliveryOf(job.payload)),
};
