import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { knowledgeFaqs, knowledgeFiles, knowledgePassages } from '../tables';
import type { FaqSource } from './faq-index';
import type { PassageSource } from './passage-index';

/** What an index is built from: only valid FAQ items, only passages of documents that finished parsing. */
export async function loadFaqSources(db: Db, corpId: string): Promise<FaqSource[]> {
  const rows = await db
    .select({
      faqId: knowledgeFaqs.id,
      categoryId: knowledgeFaqs.categoryId,
      question: knowledgeFaqs.question,
      answer: knowledgeFaqs.answer,
      similarQuestions: knowledgeFaqs.similarQuestions,
    })
    .from(knowledgeFaqs)
    .where(and(eq(knowledgeFaqs.corpId, corpId), eq(knowledgeFaqs.status, 'valid')));
  return rows.map((row) => ({ ...row, similarQuestions: row.similarQuestions ?? [] }));
}

export async function loadPassageSources(db: Db, corpId: string): Promise<PassageSource[]> {
  return db
    .select({
      passageId: knowledgePassages.id,
      fileId: knowledgePassages.fileId,
      fileName: knowledgeFiles.name,
      ordinal: knowledgePassages.ordinal,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgePassages.fileId))
    .where(and(eq(knowledgeFiles.corpId, corpId), eq(knowledgeFiles.status, 'done')))
    .orderBy(asc(knowledgePassages.fileId), asc(knowledgePassages.ordinal));
}
