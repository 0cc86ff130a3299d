import 'server-only';
import { workerStartup } from '@/lib/server/jobs/worker-startup';
import type { StartupPart } from '@/lib/server/startup';
import { webhookRetryBaseMs } from './config';
import { webhookJobHandler } from './job-handler';

/**
 * Every instance delivers webhooks from the shared job table, with a worker of its own: its retry backoff is the
 * webhooks' (WEBHOOK_RETRY_BASE_MS), and a slow receiver (up to 10 s an attempt) never holds up document parsing.
 */
export const webhooksStartup: StartupPart = {
  check: () => {
    webhookRetryBaseMs();
  },
  prepare: (db) =>
    workerStartup('webhooks', [webhookJobHandler], {
      retryBaseMs: webhookRetryBaseMs(),
      // Deliveries mostly wait on the network: a few at once keep one slow receiver from delaying the others.
      concurrency: 4,
    }).prepare!(db),
};
