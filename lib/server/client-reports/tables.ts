import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '@/lib/server/db/columns';

// Warnings the browser app reports (reportWarning).

export const clientReports = pgTable('client_reports', {
  id: text('id').primaryKey(),
  platform: text('platform').notNull(),
  uuid: text('uuid').notNull(),
  reportedAt: bigint('reported_at', { mode: 'number' }).notNull(),
  text: text('text').notNull(),
  userId: text('user_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});
