import { describe, expect, it, vi } from 'vitest';
import { POST as unifiedOrderRoute } from '@/app/api/pay/unifiedOrder/route';
import type { PaymentRequest } from '@/features/billing/server/payments/provider';
import { call } from '@/tests/integration/support/api';
import { customerWithOrder } from './billing-support';

// WeChat's H5 payment must carry the payer's own address (scene_info.payer_client_ip): the route hands the
// wrapper's `ip` (the socket's, from X-Forwarded-For as scripts/serve.mjs rewrote it) to the provider.

const started = vi.hoisted(() => [] as PaymentRequest[]);

vi.mock('@/app/_compose/billing-ports', async (original) => ({
  ...(await original<typeof import('@/app/_compose/billing-ports')>()),
  paymentProviderOf: () => ({
    method: 'wechat',
    sandbox: true,
    start: async (request: PaymentRequest) => {
      started.push(request);
      return { kind: 'redirect', url: 'https://wx.example/h5' };
    },
    query: async () => ({ state: 'unpaid' }),
    close: async () => undefined,
  }),
}));

describe('the H5 payment', () => {
  it("passes the visitor's address to the gateway", async () => {
    const { customer, order } = await customerWithOrder();
    const answer = await call(unifiedOrderRoute, '/pay/unifiedOrder', {
      token: customer.token,
      body: { orderNo: order.orderNo, method: 'wechat', device: 'phone' },
      ip: '203.0.113.45',
    });
    expect(answer.body.code).toBe(0);
    expect(started).toMatchObject([{ orderNo: order.orderNo, device: 'phone', payerIp: '203.0.113.45' }]);
  });
});
