import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations, users } from '@/lib/server/auth/tables';

// Company certification: one row per submission, so the corporation's history of submissions and decisions is its
// rows, and its state is its newest row's status (none: unverified).

export const certificationSubmissions = pgTable(
  'certification_submissions',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** Who submitted it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    authenticatorName: text('authenticator_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /**
     * The licence's storage key. Never a stored_files row: /api/files serves those to anyone, and a licence is
     * read only through the certification endpoints (its corporation, operators).
     */
    licenceKey: text('licence_key').notNull(),
    licenceName: text('licence_name').notNull(),
    /** The type its content was found to be: image/jpeg, image/png or application/pdf. */
    licenceMimeType: text('licence_mime_type').notNull(),
    licenceSize: integer('licence_size').notNull(),
    /** 'submitted' (in authentication) → 'verified' or 'failed'. */
    status: text('status').notNull().default('submitted'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    /** A failure's reason, shown to the customer. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('certification_submissions_corp_idx').on(t.corpId, t.createdAt),
    index('certification_submissions_status_idx').on(t.status, t.createdAt),
    // One submission in review and one verified per corporation: a check before the insert cannot see a parallel
    // request's row, the index can.
    uniqueIndex('certification_submissions_open_key')
      .on(t.corpId)
      .where(sql`${t.status} in ('submitted', 'verified')`),
  ],
);
