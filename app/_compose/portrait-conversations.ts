import 'server-only';
import { PORTRAIT_CODE_PREFIX, portraitIdOf } from '@/features/catalogue/contract/user-models';
import { portraitRows } from '@/features/catalogue/server/user-models/capture';
import { portraitPaths } from '@/features/portraits/contract';
import type { ConversationChoices, PortraitState } from '@/features/collection/conversation-choice';
import { corporationSessionsByCharacter } from '@/features/sessions/server/sessions/character-lookups';
import { getDb, type Db } from '@/lib/server/db/client';

// The collection area's view of a corporation's portrait sessions (issue 24 §2, /collection/conversation and the
// "talk to it" links of /collection/my): the sessions feature's rows whose character is `portrait:<id>`, joined to
// the catalogue's portraits here so neither area reads the other's tables. Always one corporation's rows.

/** The corporation's sessions that name one of its portraits (any publish state), and its portraits' states. */
export async function portraitConversations(corpId: string, db?: Db): Promise<ConversationChoices> {
  const database = db ?? (await getDb());
  const [sessions, portraits] = await Promise.all([
    corporationSessionsByCharacter(database, corpId, PORTRAIT_CODE_PREFIX),
    // A corporation has as many portraits as its packages allow: a handful, never a second page.
    portraitRows.list(database, corpId, { pageIndex: 1, pageSize: 100 }),
  ]);
  const byId = new Map(portraits.list.map((row) => [row.id, row]));
  return {
    conversations: sessions.map((session) => {
      const portrait = byId.get(portraitIdOf(session.characterCode) ?? '');
      return {
        conversationId: session.conversationId,
        name: session.name,
        published: session.published,
        portrait: portrait
          ? {
              id: portrait.id,
              name: portrait.name,
              status: portrait.status as PortraitState,
              // The owner's own photo address (the customer's login loads it), new with every retake.
              photoSrc: `/api${portraitPaths.photo}?${new URLSearchParams({ id: portrait.id, v: portrait.updatedAt.toISOString() })}`,
            }
          : null,
      };
    }),
    portraitStates: portraits.list.map((row) => row.status as PortraitState),
  };
}

/** For /collection/my: each approved portrait's most recently changed session, by the portrait's id. */
export async function talkableConversations(corpId: string): Promise<Record<string, string>> {
  const { conversations } = await portraitConversations(corpId);
  const links: Record<string, string> = {};
  for (const { portrait, conversationId } of conversations)
    if (portrait?.status === 'ready' && !(portrait.id in links)) links[portrait.id] = conversationId;
  return links;
}
