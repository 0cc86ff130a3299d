import 'server-only';
import { writeToOutbox } from './outbox';
import { sendMail } from './send-mail';

/**
 * Mail for the people running the platform (contact enquiries → CONTACT_EMAIL, trial continuations →
 * OPERATOR_EMAIL). When the address is not configured the message still lands in the outbox, so nothing is lost.
 */
export async function notifyOperator(
  envName: 'CONTACT_EMAIL' | 'OPERATOR_EMAIL',
  message: { subject: string; text: string },
): Promise<void> {
  const to = process.env[envName];
  if (!to) {
    await writeToOutbox('mail', { to: `${envName} (unset)`, ...message });
    return;
  }
  await sendMail({ to, ...message });
}
