import 'server-only';
import type { SmsMessage, SmsProvider } from './sms-provider';

const globalStore = globalThis as typeof globalThis & { __dhSms?: Promise<SmsProvider> };

/** SMS_PROVIDER names a file in ./providers (default `outbox`). */
function provider(): Promise<SmsProvider> {
  globalStore.__dhSms ??= (async () => {
    const name = process.env.SMS_PROVIDER || 'outbox';
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`SMS_PROVIDER "${name}" is not a provider name`);
    const loaded = (await import(`./providers/${name}.ts`)) as { default: SmsProvider };
    return loaded.default;
  })();
  return globalStore.__dhSms;
}

export async function sendSms(message: SmsMessage): Promise<void> {
  await (await provider()).send(message);
}
