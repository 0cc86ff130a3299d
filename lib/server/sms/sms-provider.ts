import 'server-only';

export interface SmsMessage {
  /** Mainland mobile number as the user typed it (optionally +86). */
  to: string;
  text: string;
  code?: string | null;
}

/**
 * An SMS vendor. To add one, create `lib/server/sms/providers/<name>.ts` whose default export implements this,
 * reading its credentials from its own environment variables, list it in `providers` of ./send-sms.ts, and set
 * SMS_PROVIDER=<name>.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
