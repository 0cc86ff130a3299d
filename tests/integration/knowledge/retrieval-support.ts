import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bumpFaqRevision, bumpFileRevision } from '@/features/knowledge/server/revisions';
import {
  knowledgeCategories,
  knowledgeFaqs,
  knowledgeFiles,
  knowledgePassages,
} from '@/features/knowledge/server/tables';
import { getDb } from '@/lib/server/db/client';

// Knowledge written straight into the tables, as the FAQ and document features do, revision bump included.

export async function addCategory(corpId: string, name = `c_${randomUUID().slice(0, 8)}`) {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(knowledgeCategories).values({ id, corpId, name });
  await bumpFaqRevision(db, corpId);
  return id;
}

export async function addFaq(
  corpId: string,
  categoryId: string,
  question: string,
  options: { answer?: string; similarQuestions?: string[]; status?: 'valid' | 'invalid' } = {},
) {
  const db = await getDb();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(knowledgeFaqs).values({
      id,
      corpId,
      categoryId,
      question,
      answer: options.answer ?? `Answer to ${question}`,
      similarQuestions: options.similarQuestions ?? [],
      status: options.status ?? 'valid',
    });
    await bumpFaqRevision(tx, corpId);
  });
  return id;
}

export async function updateFaq(
  corpId: string,
  faqId: string,
  set: Partial<{ question: string; answer: string; status: 'valid' | 'invalid' }>,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(knowledgeFaqs).set(set).where(eq(knowledgeFaqs.id, faqId));
    await bumpFaqRevision(tx, corpId);
  });
}

export async function addDocument(
  corpId: string,
  name: string,
  passages: string[],
  status: 'done' | 'parsing' | 'failed' = 'done',
) {
  const db = await getDb();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(knowledgeFiles).values({
      id,
      corpId,
      name,
      type: 'docx',
      size: 1000,
      storageKey: `knowledge/${id}.docx`,
      status,
      passageCount: passages.length,
    });
    if (passages.length)
      await tx
        .insert(knowledgePassages)
        .values(passages.map((text, ordinal) => ({ id: randomUUID(), fileId: id, corpId, ordinal, text })));
    await bumpFileRevision(tx, corpId);
  });
  return id;
}
