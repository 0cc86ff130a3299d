import 'server-only';
import type { FaqIndex } from '../faq-index';
import type { StoredVectors } from '../index-cache';
import { textHash } from './text-hash';

// In-process cosine over one corporation's FAQ phrasings: the vectors are unit length, so cosine is a dot product,
// and all of them sit in one Float32Array row after row. 30,000 phrasings of 1,024 dimensions are 31 M
// multiply-adds per question (bench:kb measures it); a PostgreSQL with pgvector could take this over with an
// index, PGlite cannot (no `vector` extension).

export interface FaqVectors {
  dims: number;
  /** Phrasing vectors, row after row. */
  matrix: Float32Array;
  /** The FAQ index document each row belongs to. */
  owner: Int32Array;
  rows: number;
  /** Items with at least one vector: fewer than the index's while the embedding job is still at work. */
  items: number;
}

const aligned = new WeakMap<FaqIndex, { stored: StoredVectors; vectors: FaqVectors | null }>();

/** The stored vectors laid out for the FAQ index's documents; null when none of its phrasings has one yet. */
export function alignVectors(index: FaqIndex, stored: StoredVectors): FaqVectors | null {
  const held = aligned.get(index);
  if (held?.stored === stored) return held.vectors;
  const found: { doc: number; vector: Float32Array }[] = [];
  const items = new Set<number>();
  let dims = 0;
  index.docs.forEach((doc, id) => {
    for (const phrasing of doc.phrasings) {
      const vector = stored.byHash.get(textHash(phrasing.text));
      if (!vector) continue;
      if (dims === 0) dims = vector.length;
      if (vector.length !== dims) continue;
      found.push({ doc: id, vector });
      items.add(id);
    }
  });
  let vectors: FaqVectors | null = null;
  if (found.length) {
    const matrix = new Float32Array(found.length * dims);
    const owner = new Int32Array(found.length);
    found.forEach(({ doc, vector }, row) => {
      matrix.set(vector, row * dims);
      owner[row] = doc;
    });
    vectors = { dims, matrix, owner, rows: found.length, items: items.size };
  }
  aligned.set(index, { stored, vectors });
  return vectors;
}

/** Each document's best cosine with the question: what the FAQ ranking reads of the semantic side. */
export interface Similarities {
  /** Documents with a vector. */
  readonly size: number;
  get(doc: number): number | undefined;
  /** The `limit` documents nearest the question, nearest first, among those `keep` accepts. */
  nearest(limit: number, keep?: (doc: number) => boolean): [doc: number, similarity: number][];
}

/**
 * Each document's best cosine with the question (its nearest phrasing). One pass over the matrix into a typed
 * array per document, and a top-k selection: no per-question Map or sort of 10,000 entries.
 */
export function similarities(vectors: FaqVectors, query: Float32Array, documents: number): Similarities {
  const best = new Float32Array(documents).fill(Number.NEGATIVE_INFINITY);
  if (query.length !== vectors.dims) return { size: 0, get: () => undefined, nearest: () => [] };
  const { matrix, owner, dims, rows } = vectors;
  for (let row = 0; row < rows; row += 1) {
    let dot = 0;
    const base = row * dims;
    for (let k = 0; k < dims; k += 1) dot += matrix[base + k]! * query[k]!;
    const doc = owner[row]!;
    if (dot > best[doc]!) best[doc] = dot;
  }
  return {
    size: vectors.items,
    get: (doc) => (best[doc] === Number.NEGATIVE_INFINITY ? undefined : best[doc]),
    nearest(limit, keep) {
      const top: [number, number][] = [];
      for (let doc = 0; doc < best.length; doc += 1) {
        const value = best[doc]!;
        if (value === Number.NEGATIVE_INFINITY) continue;
        if (top.length === limit && value <= top[limit - 1]![1]) continue;
        if (keep && !keep(doc)) continue;
        let at = top.length;
        while (at > 0 && top[at - 1]![1] < value) at -= 1;
        top.splice(at, 0, [doc, value]);
        if (top.length > limit) top.pop();
      }
      return top;
    },
  };
}
