import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceDto, InvoiceStatus, InvoiceType } from '@/features/billing/contract/invoices';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { billingOrders } from '../tables';
import { billingInvoiceOrders, billingInvoices } from './tables';

export type InvoiceRow = typeof billingInvoices.$inferSelect;

/** The order numbers of each invoice, in order-number order. */
export async function orderNosOf(db: Db, invoiceIds: string[]) {
  const byInvoice = new Map<string, string[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({ invoiceId: billingInvoiceOrders.invoiceId, orderNo: billingOrders.orderNo })
    .from(billingInvoiceOrders)
    .innerJoin(billingOrders, eq(billingOrders.id, billingInvoiceOrders.orderId))
    .where(inArray(billingInvoiceOrders.invoiceId, invoiceIds))
    .orderBy(asc(billingOrders.orderNo));
  for (const row of rows)
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row.orderNo]);
  return byInvoice;
}

export const toInvoiceDto = (row: InvoiceRow, orderNos: string[]): InvoiceDto => ({
  id: row.id,
  type: row.type as InvoiceType,
  status: row.status as InvoiceStatus,
  title: row.title,
  taxpayerId: row.taxpayerId,
  bankName: row.bankName,
  bankAccountNo: row.bankAccountNo,
  address: row.address,
  phone: row.phone,
  email: row.email,
  amountFen: row.amountFen,
  orderNos,
  invoiceNumber: row.invoiceNumber,
  reason: row.reason,
  requestedAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** One invoice; of a corporation when `corpId` is given (another's is not found). */
export async function invoiceRow(db: Db, id: string, corpId?: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(
      corpId
        ? and(eq(billingInvoices.id, id), eq(billingInvoices.corpId, corpId))
        : eq(billingInvoices.id, id),
    );
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

/** Rows as the API shows them, each with its orders' numbers. */
export async function dtoPage(db: Db, rows: InvoiceRow[]) {
  const orderNos = await orderNosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoiceDto(row, orderNos.get(row.id) ?? []));
}
