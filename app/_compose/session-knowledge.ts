import 'server-only';
import { ownKnowledge } from '@/features/knowledge/server/ownership';
import type { SessionValues } from '@/features/sessions/contract';
import { sessionValues } from '@/features/sessions/server/sessions/dto';
import { fieldFailure, type FieldError } from '@/features/sessions/server/sessions/field-failure';
import { findOwnSession } from '@/features/sessions/server/sessions/read';
import type { Db } from '@/lib/server/db/client';

// A session names FAQ categories and documents of the knowledge base (spec §5): they must be the corporation's
// own, as `kbUserFile/uploadFileUrls` demands (issue 19 §2.7). Ids the session already holds pass: a document
// deleted since keeps its id in the session, and refusing it would make the session unsavable.

/** Refuses, field by field, the category and document ids that are not the caller's; `sessionId` when saving. */
export async function checkSessionKnowledge(
  db: Db,
  corpId: string,
  values: Pick<SessionValues, 'knowledgeDtoList' | 'kbConversationDto'>,
  sessionId?: string,
): Promise<void> {
  const categoryIds = values.knowledgeDtoList.map((item) => item.knowledgeId);
  const fileIds = values.kbConversationDto.fileIds;
  if (categoryIds.length === 0 && fileIds.length === 0) return;
  const stored = sessionId ? sessionValues(await findOwnSession(db, corpId, sessionId)) : null;
  const kept = {
    categories: new Set(stored?.knowledgeDtoList.map((item) => item.knowledgeId) ?? []),
    files: new Set(stored?.kbConversationDto.fileIds ?? []),
  };
  const own = await ownKnowledge(db, corpId, { categoryIds, fileIds });
  const errors: FieldError[] = [
    ...categoryIds.flatMap((id, i) =>
      own.categoryIds.has(id) || kept.categories.has(id)
        ? []
        : [{ field: `knowledgeDtoList.${i}.knowledgeId`, message: 'notInKnowledgeBase' }],
    ),
    ...fileIds.flatMap((id, i) =>
      own.fileIds.has(id) || kept.files.has(id)
        ? []
        : [{ field: `kbConversationDto.fileIds.${i}`, message: 'notInKnowledgeBase' }],
    ),
  ];
  if (errors.length > 0) throw fieldFailure(errors);
}
