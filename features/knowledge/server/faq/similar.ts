import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { SIMILAR_QUESTIONS_MAX } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { bumpFaqRevision } from '../revisions';
import { knowledgeFaqs } from '../tables';
import { distinctSimilar } from './items';

/**
 * Adds one similar question to an item of the corporation (the unanswered-questions page's one click). The
 * revision bump in the same transaction has every instance's index answer it on the next question. The item's
 * row lock keeps two clicks at once from losing one of them. A question the item already has changes nothing.
 */
export async function addSimilarQuestion(db: Db, corpId: string, faqId: string, question: string) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ question: knowledgeFaqs.question, similar: knowledgeFaqs.similarQuestions })
      .from(knowledgeFaqs)
      .where(and(eq(knowledgeFaqs.id, faqId), eq(knowledgeFaqs.corpId, corpId)))
      .for('update');
    if (!item) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const similar = distinctSimilar(item.question, [...item.similar, question]);
    if (similar.length === item.similar.length) return faqId;
    if (similar.length > SIMILAR_QUESTIONS_MAX)
      throw new ApiFailure(ApiCode.conflict, 'similarQuestionsFull', {
        params: { max: SIMILAR_QUESTIONS_MAX },
      });
    await tx
      .update(knowledgeFaqs)
      .set({ similarQuestions: similar, updatedAt: sql`now()` })
      .where(eq(knowledgeFaqs.id, faqId));
    await bumpFaqRevision(tx, corpId);
    return faqId;
  });
}
