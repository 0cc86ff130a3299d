import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as payMethodsRoute } from '@/app/api/pay/methods/route';
import type { PayMethodsDto } from '@/features/billing/contract';
import { payMethods } from '@/features/billing/server/online/pay-methods';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { certification, certified } from './billing-support';

// The order page offers only what pay/methods answers, so a customer never picks a way that ends in 50300.

const BANK = {
  BILLING_BANK_NAME: '招商银行',
  BILLING_BANK_ACCOUNT_NAME: '数字人科技有限公司',
  BILLING_BANK_ACCOUNT_NO: '7559 0000 0000 01',
};

afterEach(() => vi.unstubAllEnvs());

describe('pay/methods', () => {
  it('offers the sandbox gateways and transfer outside production, the balance always', async () => {
    const customer = await loggedInAccount();
    const answer = await call<PayMethodsDto>(payMethodsRoute, '/pay/methods', { token: customer.token });
    expect(answer.body.code).toBe(0);
    // An uncertified corporation: transfer is configured (the sandbox account) but not offered yet.
    expect(answer.body.data).toEqual({
      methods: ['alipay', 'wechat', 'balance'],
      transferNeedsCertification: true,
    });
  });

  it('production: only configured gateways, transfer for a certified corporation with a bank account', async () => {
    const customer = await loggedInAccount();
    const db = await getDb();
    const corpId = customer.user.corpId;
    const production = { NODE_ENV: 'production', PAYMENT_SANDBOX: '' } as const;
    expect(await payMethods(db, corpId, certification, production)).toEqual({
      methods: ['balance'],
      transferNeedsCertification: false,
    });
    expect(
      await payMethods(db, corpId, certification, { ...production, PAYMENT_SANDBOX: '1', ...BANK }),
    ).toEqual({ methods: ['alipay', 'wechat', 'balance'], transferNeedsCertification: true });
    certified.add(corpId);
    expect(await payMethods(db, corpId, certification, { ...production, ...BANK })).toEqual({
      methods: ['transfer', 'balance'],
      transferNeedsCertification: false,
    });
  });

  it('is for signed-in customers', async () => {
    const answer = await call(payMethodsRoute, '/pay/methods');
    expect(answer.body.code).not.toBe(0);
  });
});
