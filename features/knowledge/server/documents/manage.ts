import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import { bumpFileRevision } from '@/features/knowledge/server/revisions';
import { knowledgeFiles } from '@/features/knowledge/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ApiLang } from '@/lib/server/http/messages';
import { log } from '@/lib/server/log';
import { fileStore } from '@/lib/server/storage/store';
import { toFileDto } from './file-dto';

const own = (corpId: string, fileId: string) =>
  and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.corpId, corpId));

export async function renameFile(
  db: Db,
  corpId: string,
  { fileId, name }: { fileId: string; name: string },
  lang: ApiLang,
): Promise<KnowledgeFileDto> {
  const [row] = await db
    .update(knowledgeFiles)
    .set({ name, updatedAt: sql`now()` })
    .where(own(corpId, fileId))
    .returning();
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return toFileDto(row, lang);
}

/**
 * Deletes the document, its passages (the foreign key cascades) and its bytes. Sessions that listed it keep the id,
 * but retrieval reads only documents that exist, so no answer comes from it again. A parse still running finds
 * the row gone and stops.
 */
export async function deleteFile(db: Db, corpId: string, fileId: string): Promise<null> {
  const key = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(knowledgeFiles)
      .where(own(corpId, fileId))
      .returning({ storageKey: knowledgeFiles.storageKey });
    if (!deleted) throw new ApiFailure(ApiCode.notFound, 'notFound');
    await bumpFileRevision(tx, corpId);
    return deleted.storageKey;
  });
  // The row is gone; bytes a failing store kept are only unused space.
  await fileStore()
    .delete(key)
    .catch((error: unknown) => log.warn({ err: error, key }, 'document bytes not deleted'));
  return null;
}
