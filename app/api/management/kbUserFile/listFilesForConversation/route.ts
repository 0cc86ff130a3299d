import { listFilesForConversationEndpoint } from '@/features/knowledge/endpoints';
import { filesByIds } from '@/features/knowledge/server/documents/file-queries';
import { sessionFileIds } from '@/features/sessions/server/sessions/files';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/kbUserFile/listFilesForConversation – the documents a session answers from (deleted ones left out)
export const GET = apiRoute(listFilesForConversationEndpoint, async ({ db, input, identity, lang }) =>
  filesByIds(db, identity.corpId, await sessionFileIds(db, identity.corpId, input.conversationId), lang),
);
