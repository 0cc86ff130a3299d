import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CategoryDto } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { bumpFaqRevision } from '../revisions';
import { knowledgeCategories, knowledgeFaqs } from '../tables';

type CategoryRow = typeof knowledgeCategories.$inferSelect;

const NAME_INDEX = 'knowledge_categories_corp_name_key';
const categoryExists = () => new ApiFailure(ApiCode.conflict, 'categoryExists');

const toCategoryDto = (row: CategoryRow, itemCount: number): CategoryDto => ({
  categoryId: row.id,
  name: row.name,
  itemCount,
  createTime: row.createdAt.toISOString(),
});

/** The corporation's categories, oldest first, each with how many items it holds. */
export async function listCategories(db: Db, corpId: string): Promise<CategoryDto[]> {
  const rows = await db
    .select({ category: knowledgeCategories, itemCount: count(knowledgeFaqs.id) })
    .from(knowledgeCategories)
    .leftJoin(knowledgeFaqs, eq(knowledgeFaqs.categoryId, knowledgeCategories.id))
    .where(eq(knowledgeCategories.corpId, corpId))
    .groupBy(knowledgeCategories.id)
    .orderBy(asc(knowledgeCategories.createdAt), asc(knowledgeCategories.name));
  return rows.map((row) => toCategoryDto(row.category, row.itemCount));
}

/**
 * The item's category, inside the transaction that stores the item: one of the corporation's (another's answers
 * `categoryUnknown` like one that does not exist), share-locked so that it cannot be deleted before the item lands.
 */
export async function requireItemCategory(tx: Db, corpId: string, categoryId: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(knowledgeCategories)
    .where(and(eq(knowledgeCategories.id, categoryId), eq(knowledgeCategories.corpId, corpId)))
    .for('share');
  if (!row)
    throw new ApiFailure(ApiCode.validation, 'categoryUnknown', {
      data: { fields: [{ field: 'categoryId', message: 'categoryRequired' }] },
    });
  return row;
}

/** Inserts a category in `tx`; the caller bumps the revision. */
export async function insertCategory(tx: Db, corpId: string, name: string, at?: Date): Promise<CategoryRow> {
  const [row] = await tx
    .insert(knowledgeCategories)
    .values({ id: randomUUID(), corpId, name, ...(at ? { createdAt: at } : {}) })
    .returning();
  return row!;
}

export async function addCategory(db: Db, corpId: string, name: string): Promise<CategoryDto> {
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertCategory(tx, corpId, name);
      await bumpFaqRevision(tx, corpId);
      return inserted;
    });
    return toCategoryDto(row, 0);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw categoryExists();
    throw error;
  }
}

export async function renameCategory(
  db: Db,
  corpId: string,
  categoryId: string,
  name: string,
): Promise<CategoryDto> {
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(knowledgeCategories)
        .set({ name })
        .where(and(eq(knowledgeCategories.id, categoryId), eq(knowledgeCategories.corpId, corpId)))
        .returning();
      if (!updated) throw new ApiFailure(ApiCode.notFound, 'notFound');
      await bumpFaqRevision(tx, corpId);
      return updated;
    });
    const [items] = await db
      .select({ n: count() })
      .from(knowledgeFaqs)
      .where(eq(knowledgeFaqs.categoryId, row.id));
    return toCategoryDto(row, items?.n ?? 0);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw categoryExists();
    throw error;
  }
}

/** A category still holding items stays (`categoryInUse`): deleting it would leave them without one. */
export async function deleteCategory(db: Db, corpId: string, categoryId: string): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: knowledgeCategories.id })
      .from(knowledgeCategories)
      .where(and(eq(knowledgeCategories.id, categoryId), eq(knowledgeCategories.corpId, corpId)))
      .for('update');
    if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const [items] = await tx
      .select({ n: count() })
      .from(knowledgeFaqs)
      .where(eq(knowledgeFaqs.categoryId, categoryId));
    if ((items?.n ?? 0) > 0)
      throw new ApiFailure(ApiCode.conflict, 'categoryInUse', { data: { itemCount: items!.n } });
    await tx.delete(knowledgeCategories).where(eq(knowledgeCategories.id, categoryId));
    await bumpFaqRevision(tx, corpId);
  });
  return null;
}
