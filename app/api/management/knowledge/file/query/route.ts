import { fileQueryRequest } from '@/features/knowledge/contract';
import { queryFiles } from '@/features/knowledge/server/documents/file-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/file/query – the corporation's documents with their parsing state, newest first
export const GET = apiRoute(
  { input: fileQueryRequest, audience: 'customer' },
  ({ db, input, identity, lang }) => queryFiles(db, identity.corpId, input, lang),
);
