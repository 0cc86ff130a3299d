import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BulkResult, faqBulkRequest } from '@/features/knowledge/contract';
import type { Db } from '@/lib/server/db/client';
import { bumpFaqRevision } from '../revisions';
import { knowledgeFaqs } from '../tables';

type BulkRequest = z.output<typeof faqBulkRequest>;

const target = (action: 'enable' | 'disable') => (action === 'enable' ? 'valid' : 'invalid');

/**
 * Enables, disables or deletes the corporation's items among `faqIds`; others' ids are passed over, and so are items
 * already in the asked status: `affected` counts what changed.
 */
export async function bulkFaqs(db: Db, corpId: string, { faqIds, action }: BulkRequest): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const own = and(eq(knowledgeFaqs.corpId, corpId), inArray(knowledgeFaqs.id, faqIds));
    const changed =
      action === 'delete'
        ? await tx.delete(knowledgeFaqs).where(own).returning({ id: knowledgeFaqs.id })
        : await tx
            .update(knowledgeFaqs)
            .set({ status: target(action), updatedAt: sql`now()` })
            .where(and(own, ne(knowledgeFaqs.status, target(action))))
            .returning({ id: knowledgeFaqs.id });
    if (changed.length > 0) await bumpFaqRevision(tx, corpId);
    return { affected: changed.length };
  });
}
