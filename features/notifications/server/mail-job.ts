import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { enqueueJob } from '@/lib/server/jobs/queue';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { sendMail } from '@/lib/server/mail/send-mail';
import { notificationMail } from './mail';
import { mailWanted } from './preferences';
import { notifications } from './tables';

export const NOTIFICATION_MAIL_JOB = 'notifications.mail';

/**
 * Queues the notification's mail in the producer's transaction: the job table is the outbox, so the mail goes
 * exactly when the notification (and what it tells of) committed, and a mail server that is down is tried again.
 */
export async function queueNotificationMail(db: Db, notificationId: string): Promise<void> {
  await enqueueJob(db, { kind: NOTIFICATION_MAIL_JOB, payload: { notificationId } });
}

/**
 * Sends one notification's mail. Whether the user wants mail is read now, not when it was queued: switching mail
 * off stops the mails still waiting. A notification deleted meanwhile (its user is gone) sends nothing.
 */
export const notificationMailJob: JobHandler = {
  kind: NOTIFICATION_MAIL_JOB,
  run: async (job, { db }) => {
    const { notificationId } = job.payload as { notificationId: string };
    const [row] = await db
      .select({
        kind: notifications.kind,
        params: notifications.params,
        href: notifications.href,
        userId: notifications.userId,
        email: users.email,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.id, notificationId));
    if (!row?.email) return { sent: false, why: 'noRecipient' };
    if (!(await mailWanted(db, row.userId))) return { sent: false, why: 'mailOff' };
    await sendMail({ to: row.email, ...notificationMail(row) });
    return { sent: true };
  },
};
