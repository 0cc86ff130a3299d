import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers every feature's tables.ts shares.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
