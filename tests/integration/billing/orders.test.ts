import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as checkRoute } from '@/app/api/management/orders/check/route';
import { POST as cancelRoute } from '@/app/api/management/orders/cancel/route';
import { GET as voucherRoute } from '@/app/api/management/orders/voucher/route';
import { GET as detailRoute } from '@/app/api/fee-api/order/detail/route';
import { GET as feePageRoute } from '@/app/api/fee-api/order/page/route';
import { POST as feeCreateRoute } from '@/app/api/fee-api/order/create/route';
import { POST as approveRoute } from '@/app/api/operator/billing/orders/approve/route';
import { POST as rejectRoute } from '@/app/api/operator/billing/orders/reject/route';
import { GET as queueRoute } from '@/app/api/operator/billing/vouchers/route';
import { GET as searchRoute } from '@/app/api/operator/billing/orders/route';
import { POST as createProductRoute } from '@/app/api/operator/billing/products/create/route';
import type { OrderDetailDto } from '@/features/billing/contract';
import { chooseTransfer } from '@/features/billing/server/orders/pay-order';
import { uploadVoucher } from '@/features/billing/server/orders/voucher';
import { resourceGrants } from '@/features/deploy/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, outbox } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import {
  certification,
  certified,
  customerWithOrder,
  operatorProduct,
  orderFor,
  owner,
  seededProduct,
  setDiscount,
  voucherFile,
} from './billing-support';

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; messageKey: string };
  }
  throw new Error('expected a failure');
};

describe('an order', () => {
  it('takes the corporation’s discount, rounded half up to the fen, and snapshots the product', async () => {
    const customer = await loggedInAccount();
    const product = await operatorProduct({ priceFen: 999 });
    await setDiscount(customer.user.corpId, 15);
    const order = await orderFor(customer, product.productId, 3);
    // 3 × 999 = 2997; × 85 % = 2547.45 → 2547
    expect(order).toMatchObject({
      status: 'pending',
      quantity: 3,
      concurrency: 6,
      unitPriceFen: 999,
      listPriceFen: 2997,
      discountPercent: 15,
      payableFen: 2547,
      payMethod: null,
    });
    expect(order.orderNo).toMatch(/^DH\d{8}-[A-Z2-9]{6}$/);
    expect(order.history).toMatchObject([{ from: null, to: 'pending', actor: 'customer' }]);
    const half = await operatorProduct({ priceFen: 10 });
    await setDiscount(customer.user.corpId, 5);
    expect((await orderFor(customer, half.productId)).payableFen).toBe(10); // 9.5 → 10
    const mails = await outbox(customer.email);
    expect(mails.some((mail) => mail.subject.includes(order.orderNo))).toBe(true);
  });

  it('refuses an unknown product, a quantity out of range, and a second plan', async () => {
    const customer = await loggedInAccount();
    const unknown = await call(feeCreateRoute, '/fee-api/order/create', {
      token: customer.token,
      body: { productId: 'nope', quantity: 1 },
    });
    expect(unknown.body.code).toBe(40400);
    const product = await operatorProduct({ priceFen: 100 });
    const tooMany = await call(feeCreateRoute, '/fee-api/order/create', {
      token: customer.token,
      body: { productId: product.productId, quantity: 101 },
      query: { lang: 'en' },
    });
    expect(tooMany.body.code).toBe(40000);
    await setPlan(customer.user.corpId, 'standard');
    const plan = await seededProduct('plan');
    const second = await call(feeCreateRoute, '/fee-api/order/create', {
      token: customer.token,
      body: { productId: plan.id, quantity: 1 },
    });
    expect(second.body.code).toBe(40900);
  });

  it('is another corporation’s secret: detail, check, voucher and page answer nothing of it', async () => {
    const { order } = await customerWithOrder();
    const stranger = await loggedInAccount();
    for (const [handler, path] of [
      [detailRoute, '/fee-api/order/detail'],
      [checkRoute, '/management/orders/check'],
      [voucherRoute, '/management/orders/voucher'],
    ] as const) {
      const answer = await call(handler, path, { token: stranger.token, query: { orderNo: order.orderNo } });
      expect(answer.body.code, path).toBe(40400);
    }
    const page = await call<{ total: number }>(feePageRoute, '/fee-api/order/page', {
      token: stranger.token,
    });
    expect(page.body.data.total).toBe(0);
  });

  it('can be cancelled while pending, and nothing can be done with it afterwards', async () => {
    const { customer, order } = await customerWithOrder();
    const cancelled = await call<OrderDetailDto>(cancelRoute, '/management/orders/cancel', {
      token: customer.token,
      body: { orderNo: order.orderNo },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await call(cancelRoute, '/management/orders/cancel', {
      token: customer.token,
      body: { orderNo: order.orderNo },
      query: { lang: 'en' },
    });
    expect(again.body.code).toBe(42210);
    expect(again.body.message).toContain('cancelled');
  });
});

describe('bank transfer', () => {
  it('needs a certified corporation', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    const refused = await failure(chooseTransfer(db, owner(customer), order.orderNo, certification));
    expect(refused.code).toBe(42212);
  });

  it('goes to review with a voucher, is rejected with a note, uploaded again and approved: grant and history', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    certified.add(customer.user.corpId);
    const chosen = await chooseTransfer(db, owner(customer), order.orderNo, certification);
    expect(chosen.payMethod).toBe('transfer');
    expect(chosen.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // Content decides: text named .png is refused.
    const fake = await failure(
      uploadVoucher(
        db,
        owner(customer),
        { orderNo: order.orderNo, file: voucherFile(new TextEncoder().encode('not an image'), 'a.png') },
        certification,
      ),
    );
    expect(fake).toMatchObject({ code: 40000, messageKey: 'scanTypeInvalid' });

    await uploadVoucher(db, owner(customer), { orderNo: order.orderNo, file: voucherFile() }, certification);
    const reviewer = await signedInOperator('reviewer');
    const queue = await call<{ list: { orderNo: string }[] }>(
      queueRoute,
      '/operator/billing/vouchers',
      asOperator(reviewer.cookie),
    );
    expect(queue.body.data.list.map((row) => row.orderNo)).toContain(order.orderNo);

    const noNote = await call(rejectRoute, '/operator/billing/orders/reject', {
      ...asOperator(reviewer.cookie),
      body: { orderId: order.orderId, note: '' },
    });
    expect(noNote.body.code).toBe(40000);
    const rejected = await call<OrderDetailDto>(rejectRoute, '/operator/billing/orders/reject', {
      ...asOperator(reviewer.cookie),
      body: { orderId: order.orderId, note: 'The amount on the voucher is unreadable' },
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      auditNote: 'The amount on the voucher is unreadable',
    });
    const tooEarly = await call(approveRoute, '/operator/billing/orders/approve', {
      ...asOperator(reviewer.cookie),
      body: { orderId: order.orderId },
    });
    expect(tooEarly.body.code).toBe(42210);

    await uploadVoucher(db, owner(customer), { orderNo: order.orderNo, file: voucherFile() }, certification);
    const voucher = await voucherRoute(
      new Request(
        `http://localhost:3000/api/management/orders/voucher?orderNo=${order.orderNo}&token=${customer.token}`,
      ),
    );
    expect(voucher.headers.get('content-type')).toBe('image/png');

    const approved = await call<OrderDetailDto>(approveRoute, '/operator/billing/orders/approve', {
      ...asOperator(reviewer.cookie),
      body: { orderId: order.orderId },
    });
    expect(approved.body.data.status).toBe('completed');
    expect(approved.body.data.history.map((h) => [h.from, h.to, h.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'pending', 'customer'],
      ['pending', 'reviewing', 'customer'],
      ['reviewing', 'rejected', 'operator'],
      ['rejected', 'reviewing', 'customer'],
      ['reviewing', 'completed', 'operator'],
    ]);
    const grants = await db.select().from(resourceGrants).where(eq(resourceGrants.orderId, order.orderId));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source: 'order', concurrency: order.concurrency });
    const subjects = (await outbox(customer.email)).map((mail) => mail.subject).join('\n');
    for (const word of ['对公转账信息', '转账凭证', '审核未通过', '已完成']) expect(subjects).toContain(word);
  });

  it('creates one grant however many reviewers approve at once', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    certified.add(customer.user.corpId);
    await chooseTransfer(db, owner(customer), order.orderNo, certification);
    await uploadVoucher(db, owner(customer), { orderNo: order.orderNo, file: voucherFile() }, certification);
    const reviewers = await Promise.all([signedInOperator('reviewer'), signedInOperator('admin')]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(approveRoute, '/operator/billing/orders/approve', {
          ...asOperator(reviewers[i % 2]!.cookie),
          body: { orderId: order.orderId },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 42210)).toHaveLength(9);
    const grants = await db.select().from(resourceGrants).where(eq(resourceGrants.orderId, order.orderId));
    expect(grants).toHaveLength(1);
  });
});

describe('the back office', () => {
  it('refuses support its decisions and its prices, and counts orders per status', async () => {
    const { order } = await customerWithOrder();
    const support = await signedInOperator('support');
    const approve = await call(approveRoute, '/operator/billing/orders/approve', {
      ...asOperator(support.cookie),
      body: { orderId: order.orderId },
    });
    expect(approve.body.code).toBe(40300);
    const product = await call(createProductRoute, '/operator/billing/products/create', {
      ...asOperator(support.cookie),
      body: {
        kind: 'plan',
        nameZh: 'x',
        nameEn: 'x',
        concurrency: null,
        durationDays: null,
        creditFen: null,
        priceFen: 1,
      },
    });
    expect(product.body.code).toBe(40300);
    const search = await call(searchRoute, '/operator/billing/orders', asOperator(support.cookie));
    expect(search.body.code).toBe(40300);

    const reviewer = await signedInOperator('reviewer');
    const found = await call<{
      list: { orderNo: string; companyName: string }[];
      counts: Record<string, number>;
    }>(searchRoute, '/operator/billing/orders', {
      ...asOperator(reviewer.cookie),
      query: { orderNo: order.orderNo.slice(-6) },
    });
    expect(found.body.data.list).toMatchObject([{ orderNo: order.orderNo, companyName: 'Acme Test Ltd' }]);
    expect(found.body.data.counts).toMatchObject({ pending: 1, completed: 0 });
    const badFilter = await call(searchRoute, '/operator/billing/orders', {
      ...asOperator(reviewer.cookie),
      query: { status: 'paid', from: 'yesterday' },
    });
    expect(badFilter.body.code).toBe(40000);
  });

  it('checks a product’s fields by its kind', async () => {
    const admin = await signedInOperator('admin');
    const missing = await call<{ fields: { field: string }[] }>(
      createProductRoute,
      '/operator/billing/products/create',
      {
        ...asOperator(admin.cookie),
        body: {
          kind: 'topup',
          nameZh: '充值',
          nameEn: 'Top-up',
          concurrency: 3,
          durationDays: null,
          creditFen: null,
          priceFen: 100,
        },
      },
    );
    expect(missing.body.code).toBe(40000);
    expect(missing.body.data.fields.map((f) => f.field).sort()).toEqual(['concurrency', 'creditFen']);
  });
});
