import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { knowledgeFaqs, knowledgeFiles } from './tables';

/** Whether the corporation's knowledge base holds anything (a FAQ or a document): a step of the console home. */
export async function hasKnowledge(db: Db, corpId: string): Promise<boolean> {
  const [faq] = await db
    .select({ id: knowledgeFaqs.id })
    .from(knowledgeFaqs)
    .where(eq(knowledgeFaqs.corpId, corpId))
    .limit(1);
  if (faq) return true;
  const [file] = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.corpId, corpId))
    .limit(1);
  return Boolean(file);
}
