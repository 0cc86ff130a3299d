import 'server-only';
import { jobConfig } from '@/lib/server/jobs/config';
import { workerStartup } from '@/lib/server/jobs/worker-startup';
import { knowledgeJobHandlers } from './job-handlers';
import { checkEmbeddingsConfig } from './retrieval/embeddings/config';

/** Every instance runs the knowledge base's jobs (document parsing, FAQ import) from the shared job table. */
export const knowledgeStartup = workerStartup('knowledge', knowledgeJobHandlers, {}, () => {
  jobConfig();
  checkEmbeddingsConfig();
});
