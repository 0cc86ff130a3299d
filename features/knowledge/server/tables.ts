import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Tables of the knowledge base: FAQ categories and items, documents and the passages parsed from them, and a
// revision per corporation that every write bumps, so each app instance knows when its search index is stale.

export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_categories_corp_name_key').on(t.corpId, t.name)],
);

export const knowledgeFaqs = pgTable(
  'knowledge_faqs',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => knowledgeCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Other wordings of the question; matched like the question. */
    similarQuestions: jsonb('similar_questions').$type<string[]>().notNull().default([]),
    /** 'valid' | 'invalid': only valid items answer. */
    status: text('status').notNull().default('valid'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_faqs_corp_question_key').on(t.corpId, t.question),
    index('knowledge_faqs_corp_created_idx').on(t.corpId, t.createdAt),
    index('knowledge_faqs_category_idx').on(t.categoryId),
  ],
);

export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'pdf' | 'doc' | 'docx', from the content, not the name. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    /** Where the storage module keeps the upload. */
    storageKey: text('storage_key').notNull(),
    /** 'pending' | 'parsing' | 'done' | 'failed' (spec §4). */
    status: text('status').notNull().default('pending'),
    /** Why parsing failed: a key of the `ApiServer` messages. */
    failReason: text('fail_reason'),
    passageCount: integer('passage_count').notNull().default(0),
    charCount: integer('char_count').notNull().default(0),
    /** The parsing job of the current upload. */
    jobId: text('job_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    parsedAt: at('parsed_at'),
  },
  (t) => [index('knowledge_files_corp_created_idx').on(t.corpId, t.createdAt)],
);

export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    /** The passage's place in its document, from 0. */
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    index('knowledge_passages_file_idx').on(t.fileId, t.ordinal),
    index('knowledge_passages_corp_idx').on(t.corpId),
  ],
);

/**
 * A vector as little-endian float32 bytes: PGlite has no `vector` type, and bytea is what both databases read fastest
 * (a `real[]` is parsed from text, ~10× slower at 30,000 rows). A PostgreSQL deployment with pgvector can put a
 * `vector` column here instead; the similarity is computed in the app either way (see retrieval/embeddings).
 */
const float32Bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Embeddings of FAQ questions and similar questions, one row per distinct phrasing and model. Written by the
 * background job after an item is created, edited or imported; a phrasing whose text changed simply has no row.
 */
export const knowledgeFaqVectors = pgTable(
  'knowledge_faq_vectors',
  {
    faqId: text('faq_id')
      .notNull()
      .references(() => knowledgeFaqs.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    /** The model (and dimensions) that made it: another model's vectors are not comparable. */
    model: text('model').notNull(),
    /** SHA-256 of the phrasing's text (hex, 32 characters). */
    textHash: text('text_hash').notNull(),
    vector: float32Bytes('vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.model, t.textHash] }),
    index('knowledge_faq_vectors_corp_idx').on(t.corpId, t.model),
  ],
);

export const knowledgeRevisions = pgTable('knowledge_revisions', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  /** Bumped in the same transaction as any change to the corporation's FAQ items or categories. */
  faqRevision: integer('faq_revision').notNull().default(0),
  /** Bumped when a document's passages change (parsed, re-uploaded, deleted). */
  fileRevision: integer('file_revision').notNull().default(0),
  /** Bumped when the embeddings job has stored new FAQ vectors. */
  embeddingRevision: integer('embedding_revision').notNull().default(0),
});
