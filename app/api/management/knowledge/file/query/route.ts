import { fileQueryEndpoint } from '@/features/knowledge/endpoints';
import { queryFiles } from '@/features/knowledge/server/documents/file-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/file/query – the corporation's documents with their parsing state, newest first
export const GET = apiRoute(fileQueryEndpoint, ({ db, input, identity, lang }) =>
  queryFiles(db, identity.corpId, input, lang),
);
