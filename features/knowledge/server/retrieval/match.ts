import 'server-only';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import type { Db } from '@/lib/server/db/client';
import { embeddingsConfig } from './embeddings/config';
import { questionVector } from './embeddings/question-vector';
import { alignVectors, similarities, type Similarities } from './embeddings/vector-index';
import { rankFaq } from './faq-index';
import { createIndexCache, type IndexCache } from './index-cache';
import { searchPassages } from './passage-index';
import { FAQ_THRESHOLDS } from './thresholds';

export interface MatchOptions {
  /** Answer from the FAQ at all (a session's `knowledgeIsUsed`). */
  useFaq: boolean;
  /** FAQ categories to answer from; absent or empty: every category. */
  categoryIds?: readonly string[];
  /** Read document passages at all (a session's `fileIsUsed`). */
  useFiles: boolean;
  /** Documents to read from; absent: every parsed document; empty: none. */
  fileIds?: readonly string[];
}

/** How many FAQ items and passages a match carries to the console and the model. */
export const FAQ_MATCHES = 3;
export const PASSAGE_MATCHES = 3;

/** One per process: the indexes of the corporations asked about lately. */
const processCache = createIndexCache();

/**
 * What the corporation's knowledge says to a question: the runtime's FAQ and document steps, the debug console.
 * With an embeddings provider (EMBEDDINGS_*), the question's vector is asked for while the indexes are read, and
 * the FAQ ranking fuses both sides; without one, or when it fails or is slow, the match is lexical.
 */
export async function matchKnowledge(
  db: Db,
  corpId: string,
  question: string,
  options: MatchOptions,
  cache: IndexCache = processCache,
): Promise<KnowledgeMatchDto> {
  const started = performance.now();
  const fileIds = options.fileIds ? new Set(options.fileIds) : undefined;
  const readFiles = options.useFiles && (!fileIds || fileIds.size > 0);
  const embeddings = options.useFaq && question.trim() ? embeddingsConfig() : null;
  const asked = embeddings ? questionVector(embeddings, question) : null;
  const { faq, passages, vectors } = await cache.indexes(db, corpId, {
    faq: options.useFaq,
    passages: readFiles,
    vectors: embeddings?.key,
  });
  const categoryIds = options.categoryIds?.length ? new Set(options.categoryIds) : undefined;
  let similarity: Similarities | undefined;
  const faqVectors = faq && vectors ? alignVectors(faq, vectors) : null;
  const vector = faqVectors ? await asked : null;
  if (faq && faqVectors && vector) similarity = similarities(faqVectors, vector, faq.docs.length);
  const ranking = faq
    ? rankFaq(faq, question, { categoryIds, limit: FAQ_MATCHES, similarity })
    : { hits: [], decision: 'none' as const };
  const found = passages ? searchPassages(passages, question, { fileIds, limit: PASSAGE_MATCHES }) : [];
  return {
    faq: { decision: ranking.decision, matches: ranking.hits, thresholds: { ...FAQ_THRESHOLDS } },
    passages: found,
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}
