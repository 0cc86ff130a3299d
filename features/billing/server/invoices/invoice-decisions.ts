import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { InvoiceStatus } from '@/features/billing/contract/invoices';
import { INVOICE_PDF_MAX_BYTES } from '@/features/billing/contract/invoices';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { log } from '@/lib/server/log';
import { newFileKey } from '@/lib/server/storage/file-key';
import { checkScan, scanTooLarge } from '@/lib/server/storage/scan-check';
import { fileStore } from '@/lib/server/storage/store';
import { mailInvoice } from './invoice-mail';
import { dtoPage, invoiceRow, orderNosOf, toInvoiceDto, type InvoiceRow } from './invoice-rows';
import type { InvoicePorts } from './invoices';
import { billingInvoiceOrders, billingInvoices } from './tables';

// The back office's side of invoices (issue 22 §1): the queue, and issuing (the PDF, checked by its content, and the
// invoice number) or rejecting a request, each audited and told to the customer by mail and bell.

const INVOICES_HREF = '/dashboard/order/list?tab=invoices';

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
  await mailInvoice(db, row.status === 'issued' ? 'issued' : 'rejected', row);
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
