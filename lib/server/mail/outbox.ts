import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/server/data-dir';
import { log } from '@/lib/server/log';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The verification code the message carries, if any, so a developer or a test can read it. */
  code?: string | null;
}

export const outboxDir = () => path.join(dataDir(), 'outbox');

/**
 * Without SMTP (or an SMS vendor) each message becomes one JSON file `{ to, subject, text, code, sentAt }` in
 * DATA_DIR/outbox/, named `<time>-<channel>-<recipient>-<random>.json` so the newest for an address sorts last.
 */
export async function writeToOutbox(channel: 'mail' | 'sms', message: OutboxMessage): Promise<string> {
  const sentAt = new Date().toISOString();
  const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  const name = `${sentAt.replace(/[:.]/g, '-')}-${channel}-${safeTo}-${randomBytes(3).toString('hex')}.json`;
  await mkdir(outboxDir(), { recursive: true });
  const file = path.join(outboxDir(), name);
  const body = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    code: message.code ?? null,
    sentAt,
  };
  // Written aside and renamed: whoever reads the outbox (a developer's tool, a test) never sees half a message.
  const partial = path.join(outboxDir(), `.${name}.partial`);
  await writeFile(partial, JSON.stringify(body, null, 2));
  await rename(partial, file);
  log.info({ file, to: message.to, channel }, 'message written to the outbox');
  return file;
}
