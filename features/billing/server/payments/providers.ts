import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { alipayProvider } from './alipay/provider';
import { alipayChoice, wechatChoice } from './config';
import { alipayCredentials, wechatCredentials } from './credentials';
import type { PaymentMethod, PaymentProvider } from './provider';
import { wechatProvider } from './wechat/provider';

// The payment methods this server offers, from its configuration: the real gateway when configured, the sandbox
// where allowed (see config.ts), and nothing for a method that is neither — orders offer only what is here.

async function required<C>(load: Promise<{ credentials: C } | null>): Promise<C> {
  const found = await load;
  if (!found) throw new Error('payment method unavailable');
  return found.credentials;
}

export function paymentProviders(): Partial<Record<PaymentMethod, PaymentProvider>> {
  const providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  const alipay = alipayChoice();
  if (alipay.mode !== 'off')
    providers.alipay = alipayProvider(
      async () => required(alipayCredentials(await getDb())),
      alipay.mode === 'sandbox',
    );
  const wechat = wechatChoice();
  if (wechat.mode !== 'off')
    providers.wechat = wechatProvider(
      async () => required(wechatCredentials(await getDb())),
      wechat.mode === 'sandbox',
    );
  return providers;
}
