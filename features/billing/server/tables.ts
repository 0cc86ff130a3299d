import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporations, users } from '@/lib/server/auth/tables';
import { at, createdAt } from '@/lib/server/db/columns';

// Tables of the billing area (issue 22). Money is integer fen (bigint where sums grow: a balance and its ledger);
// every change of an order's state adds a history row in the same transaction, every change of a balance a ledger
// row, so the balance is always the sum of its rows.

/** What operators sell; an order copies what it needs, so a later change of price touches no order. */
export const billingProducts = pgTable('billing_products', {
  id: text('id').primaryKey(),
  /** 'concurrency' | 'plan' | 'topup' */
  kind: text('kind').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  concurrency: integer('concurrency'),
  durationDays: integer('duration_days'),
  creditFen: bigint('credit_fen', { mode: 'number' }),
  priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** The seeded catalogue's own name for a product, so seeding again finds it (null: an operator's). */
  seedKey: text('seed_key').unique(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const billingOrders = pgTable(
  'billing_orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    productKind: text('product_kind').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    productNameEn: text('product_name_en').notNull(),
    quantity: integer('quantity').notNull(),
    concurrency: integer('concurrency'),
    durationDays: integer('duration_days'),
    creditFen: bigint('credit_fen', { mode: 'number' }),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    listPriceFen: bigint('list_price_fen', { mode: 'number' }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    payableFen: bigint('payable_fen', { mode: 'number' }).notNull(),
    /** The promotion that priced it (its title as it was when ordered, like the product's name); null: none. */
    promotionTitleZh: text('promotion_title_zh'),
    promotionTitleEn: text('promotion_title_en'),
    /** concurrency: the start the customer chose (null: from completion); set to the grant's on completion. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    status: text('status').notNull(),
    payMethod: text('pay_method'),
    expiresAt: at('expires_at'),
    voucherKey: text('voucher_key'),
    voucherName: text('voucher_name'),
    voucherType: text('voucher_type'),
    voucherSize: integer('voucher_size'),
    voucherAt: at('voucher_at'),
    auditNote: text('audit_note'),
    /** The gateway's trade that paid it: a second notification of it is a duplicate, another trade is refused. */
    tradeNo: text('trade_no'),
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_orders_corp_idx').on(t.corpId, t.createdAt),
    index('billing_orders_status_idx').on(t.status, t.expiresAt),
  ],
);

export const billingOrderHistory = pgTable(
  'billing_order_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => billingOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'customer' | 'operator' | 'system' | 'gateway' */
    actor: text('actor').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    flag: text('flag'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('billing_order_history_order_idx').on(t.orderId, t.at)],
);

/** One per corporation that has had money move: the balance (Σ ledger) and the operator's terms. */
export const billingAccounts = pgTable('billing_accounts', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  creditLimitFen: bigint('credit_limit_fen', { mode: 'number' }).notNull().default(0),
  /** 'none' | 'newConversations' */
  arrearsPolicy: text('arrears_policy').notNull().default('none'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** 'topup' | 'order' | 'usage' | 'refund' | 'adjustment' */
    kind: text('kind').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
    orderId: text('order_id'),
    note: text('note'),
    /** 'user:<id>', 'operator:<id>', 'system', 'gateway' */
    actor: text('actor').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_ledger_corp_idx').on(t.corpId, t.at),
    // An order moves money once: its payment by balance, or its top-up's credit.
    uniqueIndex('billing_ledger_order_kind_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.kind} in ('order', 'topup')`),
  ],
);

/** The billing profile (spec §7 pay: saveOrUpdateCustomer): what an invoice needs. */
export const billingCustomers = pgTable('billing_customers', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  invoiceTitle: text('invoice_title').notNull(),
  taxNumber: text('tax_number').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  registeredPhone: text('registered_phone').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  mailingAddress: text('mailing_address').notNull().default(''),
  email: text('email').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
