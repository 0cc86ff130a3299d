import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { onShutdown } from '@/lib/server/shutdown';
import { webhookRetryBaseMs } from './config';
import { webhookJobHandler } from './job-handler';

const store = globalThis as typeof globalThis & { __dhWebhookWorker?: JobWorker };

/**
 * Every instance delivers webhooks from the shared job table, with a worker of its own: its retry backoff is the
 * webhooks' (WEBHOOK_RETRY_BASE_MS), and a slow receiver (up to 10 s an attempt) never holds up document parsing.
 */
export const webhooksStartup: StartupPart = {
  check: () => {
    webhookRetryBaseMs();
  },
  prepare: async (db) => {
    if (store.__dhWebhookWorker) return;
    const worker = startJobWorker({
      db,
      handlers: [webhookJobHandler],
      retryBaseMs: webhookRetryBaseMs(),
      // Deliveries mostly wait on the network: a few at once keep one slow receiver from delaying the others.
      concurrency: 4,
    });
    store.__dhWebhookWorker = worker;
    onShutdown(() => worker.stop());
  },
};
