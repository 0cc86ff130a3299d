import 'server-only';
import type { Transporter } from 'nodemailer';
import { log } from '@/lib/server/log';
import { writeToOutbox, type OutboxMessage } from './outbox';

const globalStore = globalThis as typeof globalThis & {
  __dhMailer?: { url: string; transporter: Promise<Transporter> };
};

/** One transporter (and its connection handling) per SMTP_URL, made again when the URL changes. */
function transporter(url: string): Promise<Transporter> {
  if (globalStore.__dhMailer?.url !== url) {
    const made = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    globalStore.__dhMailer = { url, transporter: made };
  }
  return globalStore.__dhMailer.transporter;
}

/** SMTP through nodemailer when SMTP_URL is set (sender MAIL_FROM); otherwise the outbox in DATA_DIR. */
export async function sendMail(message: OutboxMessage): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    await writeToOutbox('mail', message);
    return;
  }
  const from = process.env.MAIL_FROM || 'Digital Human Platform <no-reply@localhost>';
  const info = await (
    await transporter(url)
  ).sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
}
