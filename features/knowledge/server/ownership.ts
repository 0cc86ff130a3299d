import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { ownFileIds } from './documents/file-queries';
import { knowledgeCategories } from './tables';

/** Which of these FAQ category ids are the corporation's own. */
export async function ownCategoryIds(db: Db, corpId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: knowledgeCategories.id })
    .from(knowledgeCategories)
    .where(and(eq(knowledgeCategories.corpId, corpId), inArray(knowledgeCategories.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** Which of the FAQ categories and documents a session names are the corporation's own knowledge base. */
export async function ownKnowledge(
  db: Db,
  corpId: string,
  { categoryIds, fileIds }: { categoryIds: readonly string[]; fileIds: readonly string[] },
): Promise<{ categoryIds: Set<string>; fileIds: Set<string> }> {
  const [categories, files] = await Promise.all([
    ownCategoryIds(db, corpId, categoryIds),
    ownFileIds(db, corpId, fileIds),
  ]);
  return { categoryIds: categories, fileIds: new Set(files) };
}
