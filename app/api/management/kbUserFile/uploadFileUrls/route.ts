import { uploadFileUrlsEndpoint } from '@/features/knowledge/endpoints';
import { filesByIds, requireOwnFiles } from '@/features/knowledge/server/documents/file-queries';
import { attachSessionFiles } from '@/features/sessions/server/sessions/files';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/kbUserFile/uploadFileUrls – attaches documents of the knowledge base to a session; answers its documents
export const POST = apiRoute(uploadFileUrlsEndpoint, async ({ db, input, identity, lang }) => {
  const fileIds = await requireOwnFiles(db, identity.corpId, input.fileIds);
  const attached = await attachSessionFiles(db, identity.corpId, input.conversationId, fileIds);
  return filesByIds(db, identity.corpId, attached, lang);
});
