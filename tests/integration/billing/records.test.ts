import { describe, expect, it } from 'vitest';
import { GET as productsRoute } from '@/app/api/fee-api/product/list/route';
import { GET as rechargesRoute } from '@/app/api/fee-api/recharge/page/route';
import { POST as modifyPaymentDocRoute } from '@/app/api/management/orders/modifyPaymentDoc/route';
import { POST as payRoute } from '@/app/api/management/orders/pay/route';
import { POST as pageHistoryRoute } from '@/app/api/management/ordersAuditHistory/pageHistory/route';
import { POST as deactivateRoute } from '@/app/api/operator/billing/products/deactivate/route';
import { GET as getCustomerRoute } from '@/app/api/pay/getCustomerInfo/route';
import { POST as saveCustomerRoute } from '@/app/api/pay/saveOrUpdateCustomer/route';
import type { CustomerInfoDto, HistoryDto, OrderDto, ProductDto } from '@/features/billing/contract';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { upload } from '@/tests/integration/storage/upload-call';
import { PNG, customerWithOrder, operatorProduct, ports } from './billing-support';

describe('the billing profile', () => {
  it('is empty until saved, checks the tax number, and reads back what was saved', async () => {
    const { customer } = await customerWithOrder();
    const empty = await call<CustomerInfoDto>(getCustomerRoute, '/pay/getCustomerInfo', {
      token: customer.token,
    });
    expect(empty.body.data).toMatchObject({ invoiceTitle: '', updatedAt: null });
    const bad = await call<{ fields: { field: string }[] }>(saveCustomerRoute, '/pay/saveOrUpdateCustomer', {
      token: customer.token,
      body: { invoiceTitle: 'Acme Test Ltd', taxNumber: '12-34' },
    });
    expect(bad.body.code).toBe(40000);
    expect(bad.body.data.fields.map((f) => f.field)).toEqual(['taxNumber']);
    const saved = await call<CustomerInfoDto>(saveCustomerRoute, '/pay/saveOrUpdateCustomer', {
      token: customer.token,
      body: { invoiceTitle: 'Acme Test Ltd', taxNumber: '91310000mA1fl2xq3u', email: 'invoices@example.com' },
    });
    expect(saved.body.data).toMatchObject({ taxNumber: '91310000MA1FL2XQ3U', email: 'invoices@example.com' });
    const read = await call<CustomerInfoDto>(getCustomerRoute, '/pay/getCustomerInfo', {
      token: customer.token,
    });
    expect(read.body.data.invoiceTitle).toBe('Acme Test Ltd');
  });
});

describe('the records', () => {
  it('list completed top-ups as recharges, and an order’s history by page', async () => {
    const { customer, order } = await customerWithOrder('topup');
    const db = await getDb();
    await recordPayment(db, ports)(
      {
        method: 'alipay',
        orderNo: order.orderNo,
        tradeNo: 'R1',
        amountFen: order.payableFen,
        paidAt: new Date(),
      },
      'notification',
    );
    const recharges = await call<{ list: OrderDto[] }>(rechargesRoute, '/fee-api/recharge/page', {
      token: customer.token,
    });
    expect(recharges.body.data.list.map((row) => row.orderNo)).toEqual([order.orderNo]);
    const history = await call<{ list: HistoryDto[]; total: number }>(
      pageHistoryRoute,
      '/management/ordersAuditHistory/pageHistory',
      { token: customer.token, body: { orderNo: order.orderNo, pageIndex: 1, pageSize: 1 } },
    );
    expect(history.body.data).toMatchObject({ total: 2, list: [{ from: null, to: 'pending' }] });
  });

  it('offer only active products to customers', async () => {
    const { customer } = await customerWithOrder();
    const product = await operatorProduct({ priceFen: 500 });
    const admin = await signedInOperator('admin');
    await call(deactivateRoute, '/operator/billing/products/deactivate', {
      ...asOperator(admin.cookie),
      body: { productId: product.productId },
    });
    const list = await call<ProductDto[]>(productsRoute, '/fee-api/product/list', { token: customer.token });
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.map((p) => p.productId)).not.toContain(product.productId);
  });
});

describe('paying through the routes', () => {
  it('pays the plan from the balance only when there is enough, and asks certification for a transfer', async () => {
    const { customer, order } = await customerWithOrder('plan');
    const poor = await call(payRoute, '/management/orders/pay', {
      token: customer.token,
      body: { orderNo: order.orderNo, method: 'balance' },
      query: { lang: 'en' },
    });
    expect(poor.body.code).toBe(42211);
    expect(poor.body.message).toContain('credit limit');
    const transfer = await call(payRoute, '/management/orders/pay', {
      token: customer.token,
      body: { orderNo: order.orderNo, method: 'transfer' },
    });
    expect(transfer.body.code).toBe(42212);
    const voucher = await upload(modifyPaymentDocRoute, '/management/orders/modifyPaymentDoc', {
      token: customer.token,
      fields: { orderNo: order.orderNo },
      file: { bytes: PNG, name: 'voucher.png', type: 'image/png' },
    });
    expect(voucher.body.code).toBe(42212);
  });
});
