import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { FaqItemDto, faqItemInput } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { bumpFaqRevision } from '../revisions';
import { knowledgeCategories, knowledgeFaqs } from '../tables';
import { requireItemCategory } from './categories';
import { toFaqDto } from './dto';
import { claimFaqPlace, type FaqCapOf } from './limit';

type FaqValues = z.output<typeof faqItemInput>;

export const QUESTION_INDEX = 'knowledge_faqs_corp_question_key';

const duplicateQuestion = () =>
  new ApiFailure(ApiCode.conflict, 'duplicateQuestion', {
    data: { fields: [{ field: 'question', message: 'duplicate' }] },
  });

/** A similar question equal to the question, or given twice, adds nothing to matching: kept once, apart from it. */
export const distinctSimilar = (question: string, similar: string[]) =>
  [...new Set(similar)].filter((text) => text !== question);

/** Another corporation's item answers exactly like one that does not exist. */
export async function getFaq(db: Db, corpId: string, faqId: string): Promise<FaqItemDto> {
  const [row] = await db
    .select({ item: knowledgeFaqs, categoryName: knowledgeCategories.name })
    .from(knowledgeFaqs)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeFaqs.categoryId))
    .where(and(eq(knowledgeFaqs.id, faqId), eq(knowledgeFaqs.corpId, corpId)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return toFaqDto(row.item, row.categoryName);
}

/** Runs a write, answering `duplicateQuestion` when the corporation already has the question. */
async function mapDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, QUESTION_INDEX)) throw duplicateQuestion();
    throw error;
  }
}

export async function addFaq(
  db: Db,
  corpId: string,
  values: FaqValues,
  faqCap: FaqCapOf,
): Promise<FaqItemDto> {
  const max = await faqCap(db, corpId);
  return mapDuplicate(() =>
    db.transaction(async (tx) => {
      await claimFaqPlace(tx, corpId, max);
      const category = await requireItemCategory(tx, corpId, values.categoryId);
      const [row] = await tx
        .insert(knowledgeFaqs)
        .values({
          id: randomUUID(),
          corpId,
          categoryId: category.id,
          question: values.question,
          answer: values.answer,
          similarQuestions: distinctSimilar(values.question, values.similarQuestions),
          status: values.status,
        })
        .returning();
      await bumpFaqRevision(tx, corpId);
      return toFaqDto(row!, category.name);
    }),
  );
}

export async function updateFaq(
  db: Db,
  corpId: string,
  faqId: string,
  values: FaqValues,
): Promise<FaqItemDto> {
  return mapDuplicate(() =>
    db.transaction(async (tx) => {
      const category = await requireItemCategory(tx, corpId, values.categoryId);
      const [row] = await tx
        .update(knowledgeFaqs)
        .set({
          categoryId: category.id,
          question: values.question,
          answer: values.answer,
          similarQuestions: distinctSimilar(values.question, values.similarQuestions),
          status: values.status,
          updatedAt: sql`now()`,
        })
        .where(and(eq(knowledgeFaqs.id, faqId), eq(knowledgeFaqs.corpId, corpId)))
        .returning();
      if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
      await bumpFaqRevision(tx, corpId);
      return toFaqDto(row, category.name);
    }),
  );
}

export async function deleteFaq(db: Db, corpId: string, faqId: string): Promise<null> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(knowledgeFaqs)
      .where(and(eq(knowledgeFaqs.id, faqId), eq(knowledgeFaqs.corpId, corpId)))
      .returning({ id: knowledgeFaqs.id });
    if (removed.length === 0) throw new ApiFailure(ApiCode.notFound, 'notFound');
    await bumpFaqRevision(tx, corpId);
  });
  return null;
}
