import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { jobConfig } from '@/lib/server/jobs/config';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { onShutdown } from '@/lib/server/shutdown';
import { knowledgeJobHandlers } from './job-handlers';
import { checkEmbeddingsConfig } from './retrieval/embeddings/config';

const store = globalThis as typeof globalThis & { __dhKnowledgeWorker?: JobWorker };

/** Every instance runs the knowledge base's jobs (document parsing, FAQ import) from the shared job table. */
export const knowledgeStartup: StartupPart = {
  check: () => {
    jobConfig();
    checkEmbeddingsConfig();
  },
  prepare: async (db) => {
    // Start-up may run more than once in a process (tests, reloads); one worker is enough.
    if (store.__dhKnowledgeWorker) return;
    const worker = startJobWorker({ db, handlers: knowledgeJobHandlers });
    store.__dhKnowledgeWorker = worker;
    onShutdown(() => worker.stop());
  },
};
