import { fileRenameEndpoint } from '@/features/knowledge/endpoints';
import { renameFile } from '@/features/knowledge/server/documents/manage';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/file/rename – a document's name as people see it
export const POST = apiRoute(fileRenameEndpoint, ({ db, input, identity, lang }) =>
  renameFile(db, identity.corpId, input, lang),
);
