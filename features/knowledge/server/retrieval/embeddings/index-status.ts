import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/jobs/tables';
import type { FaqIndexStatusDto } from '@/features/knowledge/contract';
import { EMBED_FAQ_JOB } from './embed-job';

/**
 * Spec §8 "NLP update failed": the corporation's latest embedding run gave up after its retries. A later run (the
 * next FAQ change queues one) that is waiting or done clears it, so the message shows only while it is true.
 */
export async function faqIndexStatus(db: Db, corpId: string): Promise<FaqIndexStatusDto> {
  const [last] = await db
    .select({ status: jobs.status, finishedAt: jobs.finishedAt, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.kind, EMBED_FAQ_JOB), eq(jobs.corpId, corpId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  if (last?.status !== 'failed') return { failed: false, failedAt: null };
  return { failed: true, failedAt: (last.finishedAt ?? last.updatedAt).toISOString() };
}
