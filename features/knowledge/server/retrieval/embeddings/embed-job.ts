import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { JobError } from '@/lib/server/jobs/job-error';
import { enqueueJob } from '@/lib/server/jobs/queue';
import { jobs } from '@/lib/server/jobs/tables';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { EmbeddingsError } from './client';
import { embeddingsConfig } from './config';
import { embedCorporationFaqs } from './faq-vectors';

// Embedding runs in the background job queue, never in the request that changed the FAQ: an import of 50,000 rows
// finishes at the database's pace, and its items match lexically until their vectors are there.

export const EMBED_FAQ_JOB = 'knowledge.embedFaq';

/** Coalesces a burst of changes (an import writes in batches) into one job run. */
const DELAY_MS = 1_000;

/**
 * Called with the transaction of every FAQ change (via `bumpFaqRevision`): queues one embedding job for the
 * corporation unless one is already waiting. Nothing without a configured provider.
 */
export async function queueFaqEmbedding(tx: Db, corpId: string): Promise<void> {
  if (!embeddingsConfig()) return;
  const [waiting] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, EMBED_FAQ_JOB), eq(jobs.corpId, corpId), eq(jobs.status, 'queued')))
    .limit(1);
  if (waiting) return;
  await enqueueJob(tx, {
    kind: EMBED_FAQ_JOB,
    corpId,
    payload: { corpId },
    maxAttempts: 5,
    runAt: new Date(Date.now() + DELAY_MS),
  });
}

export const embedFaqJobHandler: JobHandler = {
  kind: EMBED_FAQ_JOB,
  async run(job, { db, signal }) {
    const config = embeddingsConfig();
    if (!config) return { embedded: 0, removed: 0 };
    const { corpId } = job.payload as { corpId: string };
    try {
      return await embedCorporationFaqs(db, corpId, config, signal);
    } catch (error) {
      // The provider being down is worth retrying later; the items match lexically meanwhile.
      if (error instanceof EmbeddingsError) throw new JobError('jobFailed', { cause: error });
      throw error;
    }
  },
};
