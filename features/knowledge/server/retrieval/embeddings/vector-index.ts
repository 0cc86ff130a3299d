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

/** Each document's best cosine with the question (its nearest phrasing), for documents that have vectors. */
export function similarities(vectors: FaqVectors, query: Float32Array): Map<number, number> {
  const best = new Map<number, number>();
  if (query.length !== vectors.dims) return best;
  const { matrix, owner, dims, rows } = vectors;
  for (let row = 0; row < rows; row += 1) {
    let dot = 0;
    const base = row * dims;
    for (let k = 0; k < dims; k += 1) dot += matrix[base + k]! * query[k]!;
    const doc = owner[row]!;
    const held = best.get(doc);
    if (held === undefined || dot > held) best.set(doc, dot);
  }
  return best;
}
