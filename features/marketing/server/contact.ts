import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactRequest } from '@/features/marketing/contract';
import type { ApiLang } from '@/lib/server/http/messages';
import type { Db } from '@/lib/server/db/client';
import { contactMessages } from '@/features/marketing/server/tables';
import { log } from '@/lib/server/log';
import { notifyOperator } from '@/lib/server/mail/notify-operator';
import { contactNotificationMail } from './contact-mail';
import { consumeAll } from '@/lib/server/rate-limit/limiters';

type ContactInput = z.output<typeof contactRequest>;

const PER_IP_HOUR = { keyPrefix: 'contact:ip:1h', points: 5, duration: 3600 };
const PER_IP_DAY = { keyPrefix: 'contact:ip:1d', points: 20, duration: 24 * 3600 };

/**
 * The partner contact form: stored and sent to CONTACT_EMAIL. A filled honeypot (`website`, hidden from people)
 * gets the same success answer, and nothing is stored or sent, so the bot learns nothing.
 *
 * Once stored, the enquiry is received: a failing mail transport is logged and leaves the row's `notifiedAt` empty
 * for a re-send, rather than telling the visitor to try again and storing the enquiry twice.
 */
export async function submitContact(db: Db, input: ContactInput, caller: { ip: string; lang: ApiLang }) {
  const { website, ...form } = input;
  if (website.trim()) return { received: true };
  await consumeAll([
    [PER_IP_HOUR, caller.ip],
    [PER_IP_DAY, caller.ip],
  ]);
  const id = randomUUID();
  await db.insert(contactMessages).values({
    id,
    form,
    email: form.email.toLowerCase(),
    ip: caller.ip,
    lang: caller.lang,
  });
  try {
    await notifyOperator('CONTACT_EMAIL', contactNotificationMail({ ...form, lang: caller.lang }));
    await db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, id));
  } catch (error) {
    log.error({ err: error, contactMessageId: id }, 'contact enquiry stored but its notification failed');
  }
  return { received: true };
}
