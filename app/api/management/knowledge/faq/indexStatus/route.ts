import { faqIndexStatusEndpoint } from '@/features/knowledge/endpoints';
import { faqIndexStatus } from '@/features/knowledge/server/retrieval/embeddings/index-status';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/indexStatus – whether the FAQ's semantic index failed to update
export const GET = apiRoute(faqIndexStatusEndpoint, ({ db, identity }) =>
  faqIndexStatus(db, identity.corpId),
);
