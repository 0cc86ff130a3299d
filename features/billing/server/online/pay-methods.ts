import 'server-only';
import type { PayMethod, PayMethodsDto } from '@/features/billing/contract';
import type { Db } from '@/lib/server/db/client';
import { bankAccount } from '../config';
import { alipayChoice, wechatChoice } from '../payments/config';
import type { CertificationPort } from '../ports';

// What the order page offers: only the ways that can work now, so choosing one never ends in "not available"
// (50300). The same configuration decides here and in paymentProviders() (payments/providers.ts) and
// chooseTransfer (orders/pay-order.ts).

export async function payMethods(
  db: Db,
  corpId: string,
  certification: CertificationPort,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PayMethodsDto> {
  const methods: PayMethod[] = [];
  if (alipayChoice(env).mode !== 'off') methods.push('alipay');
  if (wechatChoice(env).mode !== 'off') methods.push('wechat');
  const bank = bankAccount(env) !== null;
  const certified = bank && (await certification.isCertified(db, corpId));
  if (certified) methods.push('transfer');
  methods.push('balance');
  return { methods, transferNeedsCertification: bank && !certified };
}
