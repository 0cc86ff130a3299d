import 'server-only';
import { enqueueJob } from '@/lib/server/jobs/queue';
import type { JobHandler } from '@/lib/server/jobs/worker';
import type { OutboxMessage } from './outbox';
import { sendMail } from './send-mail';

export const MAIL_JOB = 'mail.send';

/**
 * Queues a composed mail as a job: given the caller's transaction it goes only if that commits, and a mail server
 * that is down is tried again (the queue's retries) instead of the mail being lost or failing the request. Codes a
 * person is waiting for at the screen are not queued (send-codes.ts sends those at once).
 */
export async function queueMail(db: Parameters<typeof enqueueJob>[0], message: OutboxMessage): Promise<void> {
  await enqueueJob(db, { kind: MAIL_JOB, payload: message });
}

export const mailJob: JobHandler = {
  kind: MAIL_JOB,
  run: async (job) => {
    await sendMail(job.payload as OutboxMessage);
    return { sent: true };
  },
};
