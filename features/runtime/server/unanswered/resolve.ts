import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { resolveUnansweredRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { chatTurns } from '../tables';

/** The knowledge base's writes a resolution makes (composed in app/: the knowledge area's FAQ items). */
export interface ResolvePorts {
  addFaq(corpId: string, item: { question: string; answer: string; categoryId: string }): Promise<string>;
  /** Adds a similar question to the corporation's item; answers the item's id. */
  addSimilarQuestion(corpId: string, faqId: string, question: string): Promise<string>;
}

/**
 * `POST chat/unanswered/resolve`: adds the question to the FAQ (both writes bump the knowledge revision, so the next
 * turn answers from it), then takes its turns off the list. Every turn must be the corporation's, else nothing is
 * written.
 */
export async function resolveUnanswered(
  db: Db,
  ports: ResolvePorts,
  corpId: string,
  input: z.output<typeof resolveUnansweredRequest>,
): Promise<{ faqId: string | null; resolved: number }> {
  const turnIds = [...new Set(input.turnIds)];
  const [own] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatTurns)
    .where(and(eq(chatTurns.corpId, corpId), inArray(chatTurns.id, turnIds)));
  if ((own?.count ?? 0) !== turnIds.length) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const faqId =
    input.action === 'newFaq'
      ? await ports.addFaq(corpId, input)
      : input.action === 'similar'
        ? await ports.addSimilarQuestion(corpId, input.faqId, input.question)
        : null;
  const resolved = await db
    .update(chatTurns)
    .set({ resolvedAt: sql`now()`, resolvedFaqId: faqId })
    .where(and(eq(chatTurns.corpId, corpId), inArray(chatTurns.id, turnIds)))
    .returning({ id: chatTurns.id });
  return { faqId, resolved: resolved.length };
}
