import { describe, expect, it, vi } from 'vitest';
import { GET as fileRoute } from '@/app/api/fee-api/invoice/file/route';
import { GET as invoiceableRoute } from '@/app/api/fee-api/invoice/invoiceable/route';
import { GET as pageRoute } from '@/app/api/fee-api/invoice/page/route';
import { POST as requestRoute } from '@/app/api/fee-api/invoice/request/route';
import { GET as operatorFileRoute } from '@/app/api/operator/billing/invoices/file/route';
import { POST as issueRoute } from '@/app/api/operator/billing/invoices/issue/route';
import { POST as rejectRoute } from '@/app/api/operator/billing/invoices/reject/route';
import { GET as queueRoute } from '@/app/api/operator/billing/invoices/route';
import type { InvoiceableDto, InvoiceDto } from '@/features/billing/contract/invoices';
import type { Page } from '@/lib/contract/paging';
import { auditLog } from '@/lib/server/operator/tables';
import { getDb } from '@/lib/server/db/client';
import { call, outbox } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { IMAGES } from '@/tests/integration/storage/images';
import { upload } from '@/tests/integration/storage/upload-call';
import { getBytes, PDF_BYTES } from '@/tests/integration/certification/certification-support';
import { and, eq } from 'drizzle-orm';
import { COMPANY, customerWithCompletedOrders } from './invoice-support';

// Invoices (issue 22 §1): a certified corporation's request over its completed orders, one live request per order
// even under parallel requests, the operator's issue (a PDF by content) or rejection, mail and bell, scope.

const notified = vi.hoisted(() => [] as { userId: string; kind: string; href: string }[]);
vi.mock('@/features/notifications/server/notify', () => ({
  notifyUser: async (_db: unknown, notification: { userId: string; kind: string; href: string }) => {
    notified.push(notification);
  },
}));

const ask = (token: string, body: object) =>
  call<InvoiceDto>(requestRoute, '/fee-api/invoice/request', { token, body, query: { lang: 'en' } });

const issue = (
  cookie: string,
  fields: Record<string, string>,
  file = { bytes: PDF_BYTES, name: 'inv.pdf' },
) =>
  upload<InvoiceDto>(issueRoute, '/operator/billing/invoices/issue', {
    ...asOperator(cookie),
    fields,
    file,
    lang: 'en',
  });

describe('invoice requests', () => {
  it('a certified customer asks over completed orders: title and taxpayer id are the certified company’s', async () => {
    const { customer, orders } = await customerWithCompletedOrders(2);
    const before = await call<InvoiceableDto>(invoiceableRoute, '/fee-api/invoice/invoiceable', {
      token: customer.token,
    });
    expect(before.body.data.company).toEqual(COMPANY);
    expect(before.body.data.orders.map((o) => o.orderNo).sort()).toEqual(orders.map((o) => o.orderNo).sort());

    const asked = await ask(customer.token, {
      type: 'normal',
      orderNos: orders.map((o) => o.orderNo),
      email: 'finance@example.com',
    });
    expect(asked.body.code).toBe(0);
    expect(asked.body.data).toMatchObject({
      status: 'requested',
      title: COMPANY.name,
      taxpayerId: COMPANY.creditCode,
      amountFen: orders[0]!.payableFen + orders[1]!.payableFen,
    });
    const after = await call<InvoiceableDto>(invoiceableRoute, '/fee-api/invoice/invoiceable', {
      token: customer.token,
    });
    expect(after.body.data.orders).toEqual([]);
    const page = await call<Page<InvoiceDto>>(pageRoute, '/fee-api/invoice/page', { token: customer.token });
    expect(page.body.data.list.map((i) => i.id)).toEqual([asked.body.data.id]);
  });

  it('a special invoice needs the bank account, address and phone', async () => {
    const { customer, orders } = await customerWithCompletedOrders(1);
    const missing = await ask(customer.token, {
      type: 'special',
      orderNos: [orders[0]!.orderNo],
      email: 'finance@example.com',
    });
    expect(missing.body.code).toBe(40000);
    const complete = await ask(customer.token, {
      type: 'special',
      orderNos: [orders[0]!.orderNo],
      email: 'finance@example.com',
      bankName: '招商银行北京分行',
      bankAccountNo: '1109 0000 0000 001',
      address: '北京市海淀区清河中街68号',
      phone: '010-12345678',
    });
    expect(complete.body.data).toMatchObject({ type: 'special', bankName: '招商银行北京分行' });
  });

  it('an order is in one live request: of parallel requests for it exactly one succeeds', async () => {
    const { customer, orders } = await customerWithCompletedOrders(1);
    const body = { type: 'normal', orderNos: [orders[0]!.orderNo], email: 'finance@example.com' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(customer.token, body)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 40900)).toHaveLength(5);
    expect(answers.find((a) => a.body.code === 40900)!.body.message).toContain(
      'already in an invoice request',
    );
  });

  it('refuses an uncertified corporation, pending orders and another corporation’s orders', async () => {
    const uncertified = await customerWithCompletedOrders(1, { certified: false });
    const refused = await ask(uncertified.customer.token, {
      type: 'normal',
      orderNos: [uncertified.orders[0]!.orderNo],
      email: 'finance@example.com',
    });
    expect(refused.body.code).toBe(42212);
    expect(refused.body.message).toContain('certified');
    const invoiceable = await call<InvoiceableDto>(invoiceableRoute, '/fee-api/invoice/invoiceable', {
      token: uncertified.customer.token,
    });
    expect(invoiceable.body.data.company).toBeNull();

    const { customer } = await customerWithCompletedOrders(1);
    const others = await ask(customer.token, {
      type: 'normal',
      orderNos: [uncertified.orders[0]!.orderNo],
      email: 'finance@example.com',
    });
    expect(others.body.code).toBe(40400);
  });
});

describe('the back office', () => {
  it('issues with a PDF checked by content: mailed, bell rung, audited; the customer downloads, no one else', async () => {
    const { customer, orders } = await customerWithCompletedOrders(1);
    const asked = await ask(customer.token, {
      type: 'normal',
      orderNos: [orders[0]!.orderNo],
      email: 'finance-issued@example.com',
    });
    const id = asked.body.data.id;
    const reviewer = await signedInOperator('reviewer');
    const queue = await call<Page<InvoiceDto> & { counts: Record<string, number> }>(
      queueRoute,
      '/operator/billing/invoices',
      { ...asOperator(reviewer.cookie), query: { status: 'requested', pageSize: '100' } },
    );
    expect(queue.body.data.counts.requested).toBeGreaterThan(0);
    expect(queue.body.data.list.some((row) => row.id === id)).toBe(true);

    // A png named .pdf is refused by its content.
    const png = await issue(
      reviewer.cookie,
      { id, invoiceNumber: '24112000000012345678' },
      {
        bytes: IMAGES.png.bytes,
        name: 'fake.pdf',
      },
    );
    expect(png.body.code).toBe(40000);
    const issued = await issue(reviewer.cookie, { id, invoiceNumber: '24112000000012345678' });
    expect(issued.body.data).toMatchObject({ status: 'issued', invoiceNumber: '24112000000012345678' });
    const again = await issue(reviewer.cookie, { id, invoiceNumber: '1' });
    expect(again.body.code).toBe(40900);

    const mails = await outbox('finance-issued@example.com');
    expect(mails.some((mail) => mail.subject.includes('24112000000012345678'))).toBe(true);
    expect(notified).toContainEqual(
      expect.objectContaining({ userId: customer.user.userId, kind: 'billing.invoiceIssued' }),
    );
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'invoice.issue')));
    expect(entries).toHaveLength(1);

    const own = await getBytes(fileRoute, '/fee-api/invoice/file', { id }, { token: customer.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF_BYTES);
    const stranger = (await customerWithCompletedOrders(1)).customer;
    const refused = await getBytes(fileRoute, '/fee-api/invoice/file', { id }, { token: stranger.token });
    expect(((await refused.json()) as { code: number }).code).toBe(40400);
    const office = await getBytes(
      operatorFileRoute,
      '/operator/billing/invoices/file',
      { id },
      { cookie: reviewer.cookie },
    );
    expect(office.status).toBe(200);
  });

  it('rejects with a reason: mailed, the orders may be asked again; support is refused', async () => {
    const { customer, orders } = await customerWithCompletedOrders(1);
    const body = { type: 'normal', orderNos: [orders[0]!.orderNo], email: 'finance-rejected@example.com' };
    const asked = await ask(customer.token, body);
    const support = await signedInOperator('support');
    const forbidden = await call(rejectRoute, '/operator/billing/invoices/reject', {
      ...asOperator(support.cookie),
      body: { id: asked.body.data.id, reason: '抬头有误' },
    });
    expect(forbidden.body.code).toBe(40300);
    const admin = await signedInOperator('admin');
    const rejected = await call<InvoiceDto>(rejectRoute, '/operator/billing/invoices/reject', {
      ...asOperator(admin.cookie),
      body: { id: asked.body.data.id, reason: '请核对开票邮箱' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '请核对开票邮箱' });
    expect(
      (await outbox('finance-rejected@example.com')).some((m) => m.text.includes('请核对开票邮箱')),
    ).toBe(true);
    expect(notified).toContainEqual(
      expect.objectContaining({
        kind: 'billing.invoiceRejected',
        href: '/dashboard/order/list?tab=invoices',
      }),
    );
    expect((await ask(customer.token, body)).body.code).toBe(0);
  });
});
