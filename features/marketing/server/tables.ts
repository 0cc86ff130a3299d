import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// Partner enquiries from /contactUs: leads the back office follows up.

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  /** The form as submitted (minus the honeypot). */
  form: jsonb('form').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  lang: text('lang').notNull(),
  /** When CONTACT_EMAIL was told; null until the mail has gone out, so failed notifications can be found and re-sent. */
  notifiedAt: at('notified_at'),
  /** The back office's follow-up: 'new' | 'contacted' | 'closed'. */
  status: text('status').notNull().default('new'),
  /** When an operator last changed the status. */
  statusChangedAt: at('status_changed_at'),
  createdAt: createdAt(),
});
