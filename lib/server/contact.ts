import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contactRequest } from '@/lib/contract/contact';
import type { ApiLang } from './api/messages';
import type { Db } from './db/client';
import { contactMessages } from './db/schema';
import { notifyOperator } from './mail/notify-operator';
import { contactNotificationMail } from './mail/templates';
import { consumeAll } from './rate-limit/limiters';

type ContactInput = z.output<typeof contactRequest>;

const PER_IP_HOUR = { keyPrefix: 'contact:ip:1h', points: 5, duration: 3600 };
const PER_IP_DAY = { keyPrefix: 'contact:ip:1d', points: 20, duration: 24 * 3600 };

/**
 * The partner contact form: stored and sent to CONTACT_EMAIL. A filled honeypot (`website`, hidden from people)
 * gets the same success answer, and nothing is stored or sent, so the bot learns nothing.
 */
export async function submitContact(db: Db, input: ContactInput, caller: { ip: string; lang: ApiLang }) {
  const { website, ...form } = input;
  if (website.trim()) return { received: true };
  await consumeAll([
    [PER_IP_HOUR, caller.ip],
    [PER_IP_DAY, caller.ip],
  ]);
  await db.insert(contactMessages).values({
    id: randomUUID(),
    form,
    email: form.email.toLowerCase(),
    ip: caller.ip,
    lang: caller.lang,
  });
  await notifyOperator('CONTACT_EMAIL', contactNotificationMail({ ...form, lang: caller.lang }));
  return { received: true };
}
