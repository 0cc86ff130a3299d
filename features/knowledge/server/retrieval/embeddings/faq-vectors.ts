import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { knowledgeFaqVectors, knowledgeRevisions } from '../../tables';
import { loadFaqSources } from '../load';
import { EmbeddingsError, requestEmbeddings } from './client';
import type { EmbeddingsConfig } from './config';
import { textHash } from './text-hash';

// The FAQ side of semantic retrieval: every phrasing (question and similar questions) of the corporation's valid
// items gets a vector, stored in the database so that every app instance reads the same ones and a restart does
// not embed again. Only phrasings without a vector of the configured model are sent to the provider.

/** Texts per provider request: large enough to be quick, small enough for any provider's input limit. */
const BATCH = 64;
/** One background request may take this long (a large batch on a busy CPU server). */
const BATCH_TIMEOUT_MS = 60_000;
/** Vectors become visible to matching every this many, not only at the end of a 50,000-row import. */
const PUBLISH_EVERY = 2_048;

async function bumpEmbeddingRevision(db: Db, corpId: string) {
  await db
    .insert(knowledgeRevisions)
    .values({ corpId, embeddingRevision: 1 })
    .onConflictDoUpdate({
      target: knowledgeRevisions.corpId,
      set: { embeddingRevision: sql`${knowledgeRevisions.embeddingRevision} + 1` },
    });
}

/**
 * One batch, tried again once when the connection dropped: a provider closing an idle keep-alive connection just
 * as the next batch is sent (after a slow database write) is not worth failing a whole run for.
 */
async function embedBatch(config: EmbeddingsConfig, texts: string[], signal?: AbortSignal) {
  try {
    return await requestEmbeddings(config, texts, { timeoutMs: BATCH_TIMEOUT_MS, signal });
  } catch (error) {
    if (!(error instanceof EmbeddingsError) || error.kind !== 'unreachable') throw error;
    return requestEmbeddings(config, texts, { timeoutMs: BATCH_TIMEOUT_MS, signal });
  }
}

const toBytes = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** The corporation's stored vectors of the model, by the hash of the text they were made from. */
export async function loadFaqVectors(
  db: Db,
  corpId: string,
  model: string,
): Promise<Map<string, Float32Array>> {
  const rows = await db
    .select({ textHash: knowledgeFaqVectors.textHash, vector: knowledgeFaqVectors.vector })
    .from(knowledgeFaqVectors)
    .where(and(eq(knowledgeFaqVectors.corpId, corpId), eq(knowledgeFaqVectors.model, model)));
  const vectors = new Map<string, Float32Array>();
  for (const row of rows) {
    const bytes = Buffer.from(row.vector);
    // A copy aligned on 4 bytes: the driver's buffer may start anywhere in a larger one.
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    vectors.set(row.textHash, new Float32Array(copy.buffer));
  }
  return vectors;
}

export interface EmbedResult {
  embedded: number;
  removed: number;
}

/**
 * Embeds the phrasings that have no vector yet and drops vectors no phrasing needs any more (edited or deleted
 * items, another model). Idempotent: a second run with nothing changed asks the provider nothing.
 */
export async function embedCorporationFaqs(
  db: Db,
  corpId: string,
  config: EmbeddingsConfig,
  signal?: AbortSignal,
): Promise<EmbedResult> {
  const sources = await loadFaqSources(db, corpId);
  const needed = new Map<string, { faqId: string; hash: string; text: string }>();
  for (const item of sources)
    for (const text of [item.question, ...item.similarQuestions]) {
      if (!text.trim()) continue;
      const hash = textHash(text);
      needed.set(`${item.faqId}:${hash}`, { faqId: item.faqId, hash, text });
    }
  const stored = await db
    .select({ faqId: knowledgeFaqVectors.faqId, textHash: knowledgeFaqVectors.textHash })
    .from(knowledgeFaqVectors)
    .where(and(eq(knowledgeFaqVectors.corpId, corpId), eq(knowledgeFaqVectors.model, config.key)));
  const have = new Set(stored.map((row) => `${row.faqId}:${row.textHash}`));
  const missing = [...needed.entries()].filter(([key]) => !have.has(key)).map(([, value]) => value);

  let embedded = 0;
  let unpublished = 0;
  for (let i = 0; i < missing.length; i += BATCH) {
    signal?.throwIfAborted();
    const batch = missing.slice(i, i + BATCH);
    // One text may be in several items (a shared similar question): asked once per batch.
    const texts = [...new Set(batch.map((entry) => entry.text))];
    const vectors = await embedBatch(config, texts, signal);
    const byText = new Map(texts.map((text, k) => [text, vectors[k]!]));
    await db
      .insert(knowledgeFaqVectors)
      .values(
        batch.map((entry) => ({
          faqId: entry.faqId,
          corpId,
          model: config.key,
          textHash: entry.hash,
          vector: toBytes(byText.get(entry.text)!),
        })),
      )
      // An item deleted meanwhile fails its foreign key: the whole batch is retried by the job, without it.
      .onConflictDoNothing();
    embedded += batch.length;
    unpublished += batch.length;
    if (unpublished >= PUBLISH_EVERY) {
      await bumpEmbeddingRevision(db, corpId);
      unpublished = 0;
    }
  }

  const obsolete = stored.filter((row) => !needed.has(`${row.faqId}:${row.textHash}`));
  for (let i = 0; i < obsolete.length; i += 500) {
    const slice = obsolete.slice(i, i + 500);
    await db.delete(knowledgeFaqVectors).where(
      and(
        eq(knowledgeFaqVectors.corpId, corpId),
        eq(knowledgeFaqVectors.model, config.key),
        sql`(${knowledgeFaqVectors.faqId}, ${knowledgeFaqVectors.textHash}) in (${sql.join(
          slice.map((row) => sql`(${row.faqId}, ${row.textHash})`),
          sql`, `,
        )})`,
      ),
    );
  }
  const otherModels = await db
    .delete(knowledgeFaqVectors)
    .where(and(eq(knowledgeFaqVectors.corpId, corpId), ne(knowledgeFaqVectors.model, config.key)))
    .returning({ faqId: knowledgeFaqVectors.faqId });
  if (embedded > 0 || obsolete.length > 0) await bumpEmbeddingRevision(db, corpId);
  const removed = obsolete.length + otherModels.length;
  if (embedded > 0) log.info({ corpId, embedded, removed, model: config.key }, 'FAQ phrasings embedded');
  return { embedded, removed };
}
