import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { sessionFields, type SessionValues } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { sessionValues } from './dto';
import { fieldFailure } from './field-failure';
import { findOwnSession } from './read';

// A session's documents (spec §7 kbUserFile). Which ids are documents of the corporation is the knowledge base's
// to say: the route checks them there before it calls these.

/** The ids of the documents the session answers from, in the order they were added. */
export async function sessionFileIds(db: Db, corpId: string, conversationId: string): Promise<string[]> {
  return sessionValues(await findOwnSession(db, corpId, conversationId)).kbConversationDto.fileIds;
}

/**
 * Adds documents to the session and turns answering from documents on. The row is locked so two attachments at
 * once both land; the revision is bumped so running conversations pick the documents up.
 */
export async function attachSessionFiles(
  db: Db,
  corpId: string,
  conversationId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, conversationId), eq(sessions.corpId, corpId)))
      .for('update');
    if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const values = sessionValues(row);
    const merged = [...new Set([...values.kbConversationDto.fileIds, ...fileIds])];
    const checked = sessionFields.shape.kbConversationDto.safeParse({ fileIds: merged });
    if (!checked.success) throw fieldFailure([{ field: 'fileIds', message: 'tooMany' }]);
    const config: SessionValues = { ...values, fileIsUsed: true, kbConversationDto: checked.data };
    await tx
      .update(sessions)
      .set({ config, revision: sql`${sessions.revision} + 1`, updatedAt: new Date() })
      .where(eq(sessions.id, row.id));
    return checked.data.fileIds;
  });
}
