import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { InvoiceableDto, InvoiceStatus } from '@/features/billing/contract/invoices';
import { INVOICE_PDF_MAX_BYTES } from '@/features/billing/contract/invoices';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, userActor, type AuditActor } from '@/lib/server/audit/audit';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer } from '@/lib/server/http/file-answer';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { log } from '@/lib/server/log';
import { newFileKey } from '@/lib/server/storage/file-key';
import { readBytes } from '@/lib/server/storage/file-store';
import { checkScan, scanTooLarge } from '@/lib/server/storage/scan-check';
import { fileStore } from '@/lib/server/storage/store';
import type { BillingPorts } from '../ports';
import { billingOrders } from '../tables';
import { mailInvoice } from './invoice-mail';
import { invoiceRow, orderNosOf, toInvoiceDto, type InvoiceRow } from './invoice-rows';
import { billingInvoiceOrders, billingInvoices } from './tables';

// Invoices (issue 22 §1): the customer's request over completed orders, the back office's issue (the PDF, checked
// by its content, and the invoice number) or rejection, each audited and told to the customer by mail and bell.

/** The certified company (name, credit code) or null: the certification area's answer, through a port. */
export type CertifiedCompanyOf = (
  db: Db,
  corpId: string,
) => Promise<{ name: string; creditCode: string } | null>;

export interface InvoicePorts {
  certifiedCompany: CertifiedCompanyOf;
  notify: BillingPorts['notify'];
}

const INVOICES_HREF = '/dashboard/order/list?tab=invoices';
const notInLiveInvoice = () =>
  notExists(
    sql`(select 1 from ${billingInvoiceOrders} where ${billingInvoiceOrders.orderId} = ${billingOrders.id} and ${billingInvoiceOrders.live})`,
  );

/** Completed orders with money paid and no live invoice request, newest first; who the invoice would be for. */
export async function invoiceable(db: Db, corpId: string, ports: Pick<InvoicePorts, 'certifiedCompany'>) {
  const rows = await db
    .select()
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.corpId, corpId),
        eq(billingOrders.status, 'completed'),
        sql`${billingOrders.payableFen} > 0`,
        notInLiveInvoice(),
      ),
    )
    .orderBy(desc(billingOrders.completedAt), desc(billingOrders.id))
    .limit(200);
  const result: InvoiceableDto = {
    company: await ports.certifiedCompany(db, corpId),
    orders: rows.map((row) => ({
      orderNo: row.orderNo,
      productNameZh: row.productNameZh,
      productNameEn: row.productNameEn,
      payableFen: row.payableFen,
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
  };
  return result;
}

interface RequestInput {
  type: 'normal' | 'special';
  orderNos: string[];
  email: string;
  bankName: string;
  bankAccountNo: string;
  address: string;
  phone: string;
}

/** A request over orders of the corporation's own, completed, not in another live request; the amount is Σ payable. */
export async function requestInvoice(
  db: Db,
  owner: { userId: string; corpId: string },
  input: RequestInput,
  ports: Pick<InvoicePorts, 'certifiedCompany'>,
  requestId: string,
) {
  const company = await ports.certifiedCompany(db, owner.corpId);
  if (!company) throw new ApiFailure(ApiCode.certificationRequired, 'invoiceCertificationRequired');
  const orderNos = [...new Set(input.orderNos)];
  const special = input.type === 'special';
  try {
    const row = await db.transaction(async (tx) => {
      const orders = await tx
        .select()
        .from(billingOrders)
        .where(and(eq(billingOrders.corpId, owner.corpId), inArray(billingOrders.orderNo, orderNos)))
        .for('update');
      if (orders.length !== orderNos.length) throw new ApiFailure(ApiCode.notFound, 'notFound');
      if (orders.some((order) => order.status !== 'completed' || order.payableFen <= 0))
        throw new ApiFailure(ApiCode.conflict, 'invoiceOrderNotCompleted');
      const [created] = await tx
        .insert(billingInvoices)
        .values({
          id: randomUUID(),
          corpId: owner.corpId,
          userId: owner.userId,
          type: input.type,
          title: company.name,
          taxpayerId: company.creditCode,
          bankName: special ? input.bankName : '',
          bankAccountNo: special ? input.bankAccountNo : '',
          address: special ? input.address : '',
          phone: special ? input.phone : '',
          email: input.email,
          amountFen: orders.reduce((sum, order) => sum + order.payableFen, 0),
        })
        .returning();
      // The partial unique index refuses an order already in a live request, whoever commits first.
      await tx
        .insert(billingInvoiceOrders)
        .values(orders.map((order) => ({ invoiceId: created!.id, orderId: order.id })));
      await audit(tx, {
        actor: userActor(owner),
        corpId: owner.corpId,
        action: 'invoice.request',
        object: { type: 'invoice', id: created!.id },
        after: { type: input.type, amountFen: created!.amountFen, orderNos },
        requestId,
      });
      return created!;
    });
    return toInvoiceDto(row, [...orderNos].sort());
  } catch (error) {
    if (isUniqueViolation(error, 'billing_invoice_orders_live_key'))
      throw new ApiFailure(ApiCode.conflict, 'invoiceOrderTaken');
    throw error;
  }
}

async function dtoPage(db: Db, rows: InvoiceRow[]) {
  const orderNos = await orderNosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoiceDto(row, orderNos.get(row.id) ?? []));
}

export async function customerInvoicePage(
  db: Db,
  corpId: string,
  query: PageQuery & { status?: InvoiceStatus | undefined },
) {
  const condition = and(
    eq(billingInvoices.corpId, corpId),
    query.status ? eq(billingInvoices.status, query.status) : undefined,
  );
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: billingInvoices, total: windowTotal() })
      .from(billingInvoices)
      .where(condition)
      .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
      .$dynamic(),
    () => db.$count(billingInvoices, condition),
  );
  return toPage(
    await dtoPage(
      db,
      rows.map((r) => r.row),
    ),
    total,
    query,
  );
}

/** The issued PDF, for its corporation (`corpId`) or an operator (none). */
export async function invoicePdf(db: Db, id: string, corpId?: string) {
  const row = await invoiceRow(db, id, corpId);
  if (row.status !== 'issued' || !row.pdfKey) throw new ApiFailure(ApiCode.notFound, 'invoiceNotIssued');
  const stored = await fileStore().get(row.pdfKey);
  if (!stored) throw new ApiFailure(ApiCode.notFound, 'invoiceNotIssued');
  return fileAnswer({
    body: await readBytes(stored),
    contentType: 'application/pdf',
    filename: `invoice-${row.invoiceNumber ?? row.id}.pdf`,
  });
}

// ---- The back office ----

export async function operatorInvoicePage(db: Db, query: PageQuery & { status?: InvoiceStatus | undefined }) {
  const condition = query.status ? eq(billingInvoices.status, query.status) : undefined;
  // Waiting requests oldest first (a queue); decided ones newest first.
  const order =
    query.status === 'requested'
      ? [billingInvoices.createdAt, billingInvoices.id]
      : [desc(billingInvoices.createdAt), desc(billingInvoices.id)];
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: billingInvoices, companyName: corporations.name, total: windowTotal() })
      .from(billingInvoices)
      .leftJoin(corporations, eq(corporations.id, billingInvoices.corpId))
      .where(condition)
      .orderBy(...order)
      .$dynamic(),
    () => db.$count(billingInvoices, condition),
  );
  const dtos = await dtoPage(
    db,
    rows.map((r) => r.row),
  );
  const counted = await db
    .select({ status: billingInvoices.status, n: count() })
    .from(billingInvoices)
    .groupBy(billingInvoices.status);
  const of = (status: InvoiceStatus) => counted.find((row) => row.status === status)?.n ?? 0;
  return {
    ...toPage(
      dtos.map((dto, i) => ({
        ...dto,
        corpId: rows[i]!.row.corpId,
        companyName: rows[i]!.companyName ?? '',
      })),
      total,
      query,
    ),
    counts: { requested: of('requested'), issued: of('issued'), rejected: of('rejected') },
  };
}

interface Decision {
  actor: AuditActor;
  requestId: string;
}

/** Decides a request still waiting: of two operators at once, one wins and the other is told it was decided. */
async function decide(tx: Db, id: string, changes: Partial<typeof billingInvoices.$inferInsert>) {
  const [updated] = await tx
    .update(billingInvoices)
    .set(changes)
    .where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, 'requested')))
    .returning();
  if (!updated) throw new ApiFailure(ApiCode.conflict, 'invoiceDecided');
  return updated;
}

/** The multipart body: the PDF and two short fields. */
export const INVOICE_UPLOAD_BODY: MultipartOptions = {
  maxBytes: INVOICE_PDF_MAX_BYTES + 16 * 1024,
  tooLarge: scanTooLarge(INVOICE_PDF_MAX_BYTES),
};

const told = async (ports: Pick<InvoicePorts, 'notify'>, db: Db, row: InvoiceRow) => {
  await mailInvoice(row.status === 'issued' ? 'issued' : 'rejected', row);
  if (row.userId)
    await ports
      .notify(db, {
        userId: row.userId,
        kind: row.status === 'issued' ? 'billing.invoiceIssued' : 'billing.invoiceRejected',
        params: { title: row.title, invoiceNumber: row.invoiceNumber ?? '', reason: row.reason ?? '' },
        href: INVOICES_HREF,
      })
      .catch((error: unknown) => log.warn({ err: error, invoiceId: row.id }, 'invoice notification failed'));
};

/** Issue: the PDF (a pdf by its content, ≤ 10 MB) stored privately, the number entered; audited, mailed. */
export async function issueInvoice(
  db: Db,
  input: { id: string; invoiceNumber: string; file: File },
  decision: Decision,
  ports: Pick<InvoicePorts, 'notify'>,
  now = new Date(),
) {
  await invoiceRow(db, input.id);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const scan = await checkScan(bytes, INVOICE_PDF_MAX_BYTES);
  if (scan.extension !== 'pdf')
    throw new ApiFailure(ApiCode.validation, 'invoicePdfRequired', {
      data: { fields: [{ field: 'file', message: 'invalid' }] },
    });
  const key = newFileKey('pdf');
  await fileStore().put(key, bytes, 'application/pdf');
  let row: InvoiceRow;
  try {
    row = await db.transaction(async (tx) => {
      const updated = await decide(tx, input.id, {
        status: 'issued',
        invoiceNumber: input.invoiceNumber,
        pdfKey: key,
        decidedAt: now,
        decidedBy: decision.actor.id,
      });
      await audit(tx, {
        ...decision,
        corpId: updated.corpId,
        action: 'invoice.issue',
        object: { type: 'invoice', id: updated.id },
        before: { status: 'requested' },
        after: { status: 'issued', invoiceNumber: input.invoiceNumber },
      });
      return updated;
    });
  } catch (error) {
    await fileStore()
      .delete(key)
      .catch(() => undefined);
    throw error;
  }
  await told(ports, db, row);
  return toInvoiceDto(row, (await orderNosOf(db, [row.id])).get(row.id) ?? []);
}

/** Reject with the reason the customer reads; the orders are free to be asked for again. */
export async function rejectInvoice(
  db: Db,
  input: { id: string; reason: string },
  decision: Decision,
  ports: Pick<InvoicePorts, 'notify'>,
  now = new Date(),
) {
  await invoiceRow(db, input.id);
  const row = await db.transaction(async (tx) => {
    const updated = await decide(tx, input.id, {
      status: 'rejected',
      reason: input.reason,
      decidedAt: now,
      decidedBy: decision.actor.id,
    });
    await tx
      .update(billingInvoiceOrders)
      .set({ live: false })
      .where(eq(billingInvoiceOrders.invoiceId, updated.id));
    await audit(tx, {
      ...decision,
      corpId: updated.corpId,
      action: 'invoice.reject',
      object: { type: 'invoice', id: updated.id },
      before: { status: 'requested' },
      after: { status: 'rejected', reason: input.reason },
    });
    return updated;
  });
  await told(ports, db, row);
  return toInvoiceDto(row, (await orderNosOf(db, [row.id])).get(row.id) ?? []);
}
