import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { queueFaqEmbedding } from './retrieval/embeddings/embed-job';
import { knowledgeRevisions } from './tables';

// Every change to a corporation's FAQ or documents bumps its revision in the same transaction. A search index built
// in one app instance remembers the revision it was built from and is rebuilt when the database's is newer, so
// every instance answers from the same knowledge after any edit, import or parse.

export type Revisions = { faq: number; file: number; embedding: number };

/**
 * Call with the transaction that changes FAQ items or categories. With an embeddings provider configured, it also
 * queues the embedding of the changed phrasings (in the same transaction: the job exists once the change does).
 */
export async function bumpFaqRevision(tx: Db, corpId: string): Promise<void> {
  await queueFaqEmbedding(tx, corpId);
  await tx
    .insert(knowledgeRevisions)
    .values({ corpId, faqRevision: 1 })
    .onConflictDoUpdate({
      target: knowledgeRevisions.corpId,
      set: { faqRevision: sql`${knowledgeRevisions.faqRevision} + 1` },
    });
}

/** Call with the transaction that changes a document's passages (parsed, re-uploaded, deleted). */
export async function bumpFileRevision(tx: Db, corpId: string): Promise<void> {
  await tx
    .insert(knowledgeRevisions)
    .values({ corpId, fileRevision: 1 })
    .onConflictDoUpdate({
      target: knowledgeRevisions.corpId,
      set: { fileRevision: sql`${knowledgeRevisions.fileRevision} + 1` },
    });
}

export async function readRevisions(db: Db, corpId: string): Promise<Revisions> {
  const [row] = await db
    .select({
      faq: knowledgeRevisions.faqRevision,
      file: knowledgeRevisions.fileRevision,
      embedding: knowledgeRevisions.embeddingRevision,
    })
    .from(knowledgeRevisions)
    .where(eq(knowledgeRevisions.corpId, corpId));
  return row ?? { faq: 0, file: 0, embedding: 0 };
}
