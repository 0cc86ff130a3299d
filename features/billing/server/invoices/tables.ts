import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporations, users } from '@/lib/server/auth/tables';
import { at, createdAt } from '@/lib/server/db/columns';
import { billingOrders } from '../tables';

// Invoice requests (issue 22 §1). An order is in at most one live request (requested or issued): the partial
// unique index on billing_invoice_orders holds it even when two requests for the same order race; a rejection
// sets its rows not live, so the orders can be asked for again.

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'normal' (增值税普通发票) | 'special' (增值税专用发票) */
    type: text('type').notNull(),
    /** 'requested' | 'issued' | 'rejected' */
    status: text('status').notNull().default('requested'),
    title: text('title').notNull(),
    taxpayerId: text('taxpayer_id').notNull(),
    bankName: text('bank_name').notNull().default(''),
    bankAccountNo: text('bank_account_no').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    invoiceNumber: text('invoice_number'),
    pdfKey: text('pdf_key'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_invoices_corp_idx').on(t.corpId, t.createdAt),
    index('billing_invoices_status_idx').on(t.status, t.createdAt),
  ],
);

export const billingInvoiceOrders = pgTable(
  'billing_invoice_orders',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => billingOrders.id, { onDelete: 'cascade' }),
    /** False once the request is rejected: the order may be invoiced again. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.orderId] }),
    uniqueIndex('billing_invoice_orders_live_key')
      .on(t.orderId)
      .where(sql`${t.live}`),
  ],
);
