import 'server-only';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { parseFileHandler } from './documents/parse-job';
import { importFaqJobHandler } from './faq/import/import-job';
import { embedFaqJobHandler } from './retrieval/embeddings/embed-job';

/** The knowledge base's background jobs, run by the worker that `startup.ts` starts. */
export const knowledgeJobHandlers: JobHandler[] = [parseFileHandler, importFaqJobHandler, embedFaqJobHandler];
