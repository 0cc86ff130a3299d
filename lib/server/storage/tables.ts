import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Files a corporation uploaded (backgrounds, start and load page images, later documents and vouchers). The bytes
// live in the storage backend under `key`; this row says whose they are and what they were checked to be.

export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** Unguessable storage key; the public URL is `/api/files/<key>`. */
    key: text('key').notNull().unique(),
    /** What the file is for: 'background' | 'page-image' | … */
    purpose: text('purpose').notNull(),
    /** The name it was uploaded with, for people; never used as a path. */
    name: text('name').notNull(),
    /** The type its content was found to be (magic bytes), not the one the client claimed. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_corp_purpose_idx').on(t.corpId, t.purpose, t.createdAt)],
);
