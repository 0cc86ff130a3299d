import 'server-only';
import { writeToOutbox } from '@/lib/server/mail/outbox';
import type { SmsProvider } from '@/lib/server/sms/sms-provider';

/** The default: each text message is written to DATA_DIR/outbox/ like the mail. */
const outboxSms: SmsProvider = {
  async send(message) {
    await writeToOutbox('sms', { to: message.to, subject: 'SMS', text: message.text, code: message.code });
  },
};

export default outboxSms;
