import { filePassagesEndpoint } from '@/features/knowledge/endpoints';
import { pageFilePassages } from '@/features/knowledge/server/documents/file-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/file/passages – a parsed document's passages in order, as retrieval sees them
export const GET = apiRoute(filePassagesEndpoint, ({ db, input, identity }) =>
  pageFilePassages(db, identity.corpId, input),
);
