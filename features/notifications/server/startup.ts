import 'server-only';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import type { StartupPart } from '@/lib/server/startup';
import { onShutdown } from '@/lib/server/shutdown';
import { notificationMailJob } from './mail-job';

const store = globalThis as typeof globalThis & { __dhNotificationMailWorker?: JobWorker };

/** Every instance sends notification mails from the shared job table (one worker per process). */
export const notificationsStartup: StartupPart = {
  prepare: async (db) => {
    if (store.__dhNotificationMailWorker) return;
    const worker = startJobWorker({ db, handlers: [notificationMailJob] });
    store.__dhNotificationMailWorker = worker;
    onShutdown(() => worker.stop());
  },
};
