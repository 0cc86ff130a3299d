import { fileGetEndpoint } from '@/features/knowledge/endpoints';
import { getFile } from '@/features/knowledge/server/documents/file-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/file/get – one document and its parsing state (what a progress display polls)
export const GET = apiRoute(fileGetEndpoint, ({ db, input, identity, lang }) =>
  getFile(db, identity.corpId, input.fileId, lang),
);
