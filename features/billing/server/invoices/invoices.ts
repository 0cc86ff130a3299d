import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { InvoiceableDto, InvoiceStatus } from '@/features/billing/contract/invoices';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, userActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer } from '@/lib/server/http/file-answer';
import { readBytes } from '@/lib/server/storage/file-store';
import { fileStore } from '@/lib/server/storage/store';
import type { BillingPorts } from '../ports';
import { billingOrders } from '../tables';
import { dtoPage, invoiceRow, toInvoiceDto } from './invoice-rows';
import { billingInvoiceOrders, billingInvoices } from './tables';

// Invoices (issue 22 §1), the customer's side: what can be invoiced, the request over completed orders, the list and
// the issued PDF. The back office's side is invoice-decisions.ts.

/** The certified company (name, credit code) or null: the certification area's answer, through a port. */
export type CertifiedCompanyOf = (
  db: Db,
  corpId: string,
) => Promise<{ name: string; creditCode: string } | null>;

export interface InvoicePorts {
  certifiedCompany: CertifiedCompanyOf;
  notify: BillingPorts['notify'];
}

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
