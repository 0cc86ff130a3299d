import 'server-only';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '@/lib/contract/paging';
import type { FaqItemDto, faqFilter, faqQueryRequest } from '@/features/knowledge/contract';
import type { Db } from '@/lib/server/db/client';
import { knowledgeCategories, knowledgeFaqs } from '../tables';
import { toFaqDto, type FaqRow } from './dto';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { toPage } from '@/lib/contract/paging';

type FaqFilter = z.output<typeof faqFilter>;
type FaqQuery = z.output<typeof faqQueryRequest>;

/** `%` and `_` typed by the user are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The corporation's items the filters keep: the keyword in the question, a similar question or the answer. */
export function faqFilterCondition(corpId: string, filter: FaqFilter): SQL {
  const conditions: SQL[] = [eq(knowledgeFaqs.corpId, corpId)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    conditions.push(
      or(
        ilike(knowledgeFaqs.question, pattern),
        ilike(knowledgeFaqs.answer, pattern),
        // The similar questions are a JSON array of strings; its text holds them JSON-escaped, so each is
        // matched as itself rather than the array's text.
        sql`exists (select 1 from jsonb_array_elements_text(${knowledgeFaqs.similarQuestions}) as s(text) where s.text ilike ${pattern})`,
      )!,
    );
  }
  if (filter.categoryId) conditions.push(eq(knowledgeFaqs.categoryId, filter.categoryId));
  if (filter.status) conditions.push(eq(knowledgeFaqs.status, filter.status));
  return and(...conditions)!;
}

export async function queryFaqs(db: Db, corpId: string, query: FaqQuery): Promise<Page<FaqItemDto>> {
  const where = faqFilterCondition(corpId, query);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ item: knowledgeFaqs, categoryName: knowledgeCategories.name, total: windowTotal() })
      .from(knowledgeFaqs)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeFaqs.categoryId))
      .where(where)
      .orderBy(desc(knowledgeFaqs.createdAt), desc(knowledgeFaqs.id))
      .$dynamic(),
    () => db.$count(knowledgeFaqs, where),
  );
  return toPage(
    rows.map((row) => toFaqDto(row.item, row.categoryName)),
    total,
    query,
  );
}

/**
 * Every item the filters keep, oldest first, in pages of `pageSize` (keyset on created time and id), so an export of
 * 100,000 items never holds them all at once.
 */
export async function* filteredFaqPages(
  db: Db,
  corpId: string,
  filter: FaqFilter,
  pageSize = 1000,
): AsyncGenerator<{ item: FaqRow; categoryName: string }[]> {
  const where = faqFilterCondition(corpId, filter);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: { item: FaqRow; categoryName: string }[] = await db
      .select({ item: knowledgeFaqs, categoryName: knowledgeCategories.name })
      .from(knowledgeFaqs)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeFaqs.categoryId))
      .where(
        after
          ? and(
              where,
              sql`(${knowledgeFaqs.createdAt}, ${knowledgeFaqs.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
            )
          : where,
      )
      .orderBy(knowledgeFaqs.createdAt, knowledgeFaqs.id)
      .limit(pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!.item;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
