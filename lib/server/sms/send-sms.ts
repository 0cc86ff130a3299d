import 'server-only';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * SMS_PROVIDER picks one of these (default `outbox`). The imports are spelled out so that the production bundle
 * contains each provider; adding a vendor is its file in ./providers and one line here.
 */
const providers: Record<string, () => Promise<{ default: SmsProvider }>> = {
  outbox: () => import('./providers/outbox'),
};

const globalStore = globalThis as typeof globalThis & {
  __dhSms?: { name: string; provider: Promise<SmsProvider> };
};

/** The configured provider's name; start-up calls this, so a misspelt one stops the server. */
export function smsProviderName(): string {
  const name = process.env.SMS_PROVIDER || 'outbox';
  if (!Object.hasOwn(providers, name))
    throw new Error(`SMS_PROVIDER "${name}" is not one of: ${Object.keys(providers).join(', ')}`);
  return name;
}

function provider(): Promise<SmsProvider> {
  const name = smsProviderName();
  if (globalStore.__dhSms?.name !== name)
    globalStore.__dhSms = { name, provider: providers[name]!().then((loaded) => loaded.default) };
  return globalStore.__dhSms.provider;
}

export async function sendSms(message: SmsMessage): Promise<void> {
  await (await provider()).send(message);
}
