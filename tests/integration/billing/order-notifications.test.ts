import { describe, expect, it, vi } from 'vitest';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { getDb } from '@/lib/server/db/client';
import { customerWithOrder, ports } from './billing-support';

// A completed order rings the customer's bell (the notifications area's notifyUser, composed in billing-ports).

const notified = vi.hoisted(() => [] as { userId: string; kind: string; href: string }[]);
vi.mock('@/features/notifications/server/notify', () => ({
  notifyUser: async (_db: unknown, notification: { userId: string; kind: string; href: string }) => {
    notified.push(notification);
  },
}));

describe('order notifications', () => {
  it('tells the customer an order completed, pointing at the order', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    const outcome = await recordPayment(db, ports)(
      {
        method: 'alipay',
        orderNo: order.orderNo,
        tradeNo: 'T-bell',
        amountFen: order.payableFen,
        paidAt: new Date(),
      },
      'notification',
    );
    expect(outcome).toBe('completed');
    expect(notified).toEqual([
      {
        userId: customer.user.userId,
        kind: 'billing.orderCompleted',
        params: { orderNo: order.orderNo, note: '' },
        href: `/dashboard/order/detail?orderNo=${order.orderNo}`,
      },
    ]);
  });
});
