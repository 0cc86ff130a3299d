import { matchEndpoint } from '@/features/knowledge/endpoints';
import { matchKnowledge, type MatchOptions } from '@/features/knowledge/server/retrieval/match';
import { getSession } from '@/features/sessions/server/sessions/read';
import type { Db } from '@/lib/server/db/client';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

/** What a session answers from (its FAQ categories, its documents); without a session, the whole knowledge base. */
async function knowledgeOf(db: Db, corpId: string, conversationId?: string): Promise<MatchOptions> {
  if (!conversationId) return { useFaq: true, useFiles: true };
  const session = await getSession(db, sessionCatalogue, corpId, conversationId);
  return {
    useFaq: session.knowledgeIsUsed,
    categoryIds: session.knowledgeDtoList.map((entry) => entry.knowledgeId),
    useFiles: session.fileIsUsed,
    fileIds: session.kbConversationDto.fileIds,
  };
}

// POST /api/management/knowledge/match – the FAQ match, its score and the passages a question would be answered from
export const POST = apiRoute(matchEndpoint, async ({ db, identity, input }) =>
  matchKnowledge(
    db,
    identity.corpId,
    input.question,
    await knowledgeOf(db, identity.corpId, input.conversationId),
  ),
);
