import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { readRevisions } from '../revisions';
import { buildFaqIndex, type FaqIndex } from './faq-index';
import { loadFaqSources, loadPassageSources } from './load';
import { buildPassageIndex, type PassageIndex } from './passage-index';
import { loadFaqVectors } from './embeddings/faq-vectors';

/** The corporation's stored FAQ vectors of one model, by the hash of their text (see embeddings/). */
export interface StoredVectors {
  readonly kind: 'vectors';
  readonly byHash: Map<string, Float32Array>;
  readonly size: number;
}

type Held = FaqIndex | PassageIndex | StoredVectors;

// Search indexes live in each app instance's memory, per corporation and kind, labelled with the revision they
// were built from. Every search first reads the corporation's revisions (one primary-key lookup); an index older
// than the database's is rebuilt, so an edit, import or parse made through any instance is answered by all of
// them on the next question. The revisions are read *before* the rows: rows newer than their label only cause
// one needless rebuild, never a stale answer. Memory is bounded: least recently used corporations go first.

interface Entry<T> {
  revision: number;
  index: T;
  size: number;
}

export interface IndexCacheOptions {
  /** Indexes kept (three per corporation at most: FAQ, passages, FAQ vectors). */
  maxIndexes?: number;
  /** Indexed texts (FAQ questions and similar questions, passages, vectors) kept over all indexes. */
  maxTexts?: number;
}

export interface KnowledgeIndexes {
  faq: FaqIndex;
  passages: PassageIndex;
  vectors: StoredVectors;
}

export interface IndexCache {
  /** The corporation's indexes, current as of this call; only the kinds asked for are built. */
  indexes(
    db: Db,
    corpId: string,
    kinds: {
      faq: boolean;
      passages: boolean;
      /** The embeddings model whose FAQ vectors to hold. */ vectors?: string;
    },
  ): Promise<Partial<KnowledgeIndexes>>;
  /** Indexes and texts held now. */
  stats(): { indexes: number; texts: number };
}

export function createIndexCache(options: IndexCacheOptions = {}): IndexCache {
  const { maxIndexes = 200, maxTexts = 2_000_000 } = options;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry<Held>>();
  const building = new Map<string, Promise<Entry<Held>>>();
  let texts = 0;

  function remember(key: string, entry: Entry<Held>) {
    const old = entries.get(key);
    if (old) {
      texts -= old.size;
      entries.delete(key);
    }
    entries.set(key, entry);
    texts += entry.size;
    for (const [oldest, held] of entries) {
      if (entries.size <= maxIndexes && texts <= maxTexts) break;
      if (oldest === key) continue;
      entries.delete(oldest);
      texts -= held.size;
    }
  }

  async function current<T extends Held>(
    key: string,
    revision: number,
    build: () => Promise<T>,
    /** Answer from the held version while the new one loads (FAQ vectors: see below). */
    staleWhileLoading = false,
  ): Promise<T> {
    const held = entries.get(key);
    if (held && held.revision >= revision) {
      entries.delete(key);
      entries.set(key, held);
      return held.index as T;
    }
    // Questions arriving together while an index is rebuilt wait for the same build.
    const flight = `${key}@${revision}`;
    let pending = building.get(flight);
    if (!pending) {
      pending = build()
        .then((index) => {
          const entry = { revision, index, size: index.kind === 'faq' ? index.texts : index.size };
          const now = entries.get(key);
          if (!now || now.revision <= revision) remember(key, entry);
          return entry;
        })
        .finally(() => building.delete(flight));
      building.set(flight, pending);
      // A failed background load is retried by the next question; it must not be an unhandled rejection.
      if (staleWhileLoading && held) pending.catch(() => undefined);
    }
    if (staleWhileLoading && held) return held.index as T;
    return (await pending).index as T;
  }

  return {
    async indexes(db, corpId, kinds) {
      const revisions = await readRevisions(db, corpId);
      const [faq, passages, vectors] = await Promise.all([
        kinds.faq
          ? current(`${corpId}:faq`, revisions.faq, async () =>
              buildFaqIndex(await loadFaqSources(db, corpId)),
            )
          : undefined,
        kinds.passages
          ? current(`${corpId}:passages`, revisions.file, async () =>
              buildPassageIndex(await loadPassageSources(db, corpId)),
            )
          : undefined,
        kinds.faq && kinds.vectors
          ? // Vectors are matched to phrasings by the hash of their text, so older ones are never wrong, only
            // fewer: questions go on with them while a large set (an import being embedded) loads.
            current(
              `${corpId}:vectors:${kinds.vectors}`,
              revisions.embedding,
              async () => {
                const byHash = await loadFaqVectors(db, corpId, kinds.vectors!);
                return { kind: 'vectors' as const, byHash, size: byHash.size };
              },
              true,
            )
          : undefined,
      ]);
      return { faq, passages, vectors };
    },
    stats: () => ({ indexes: entries.size, texts }),
  };
}
