import 'server-only';
import { and, desc, eq, like } from 'drizzle-orm';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';

/** A session as another area lists it: its id, name, whether it is published, and the character code it names. */
export interface SessionByCharacter {
  conversationId: string;
  name: string;
  published: boolean;
  characterCode: string;
  updatedAt: Date;
}

/** `like` reads `%` and `_` as wildcards: a prefix is matched as written. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The corporation's sessions whose character code starts with `prefix` (the collection area asks for its portraits'
 * `portrait:`), published or not, the most recently changed first. Only this corporation's rows, ever.
 */
export async function corporationSessionsByCharacter(
  db: Db,
  corpId: string,
  prefix: string,
): Promise<SessionByCharacter[]> {
  const rows = await db
    .select({
      conversationId: sessions.id,
      name: sessions.name,
      status: sessions.status,
      characterCode: sessions.characterCode,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), like(sessions.characterCode, likePrefix(prefix))))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    .limit(100);
  return rows.map(({ status, ...row }) => ({ ...row, published: status === 'published' }));
}
