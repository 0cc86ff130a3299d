import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { KNOWLEDGE_FILE_MAX_BYTES, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { bumpFileRevision } from '@/features/knowledge/server/revisions';
import { knowledgeFiles, knowledgePassages } from '@/features/knowledge/server/tables';
import { CONTROL_CHARACTERS } from '@/lib/contract/control-characters';
import type { Db } from '@/lib/server/db/client';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import type { ApiLang } from '@/lib/server/http/messages';
import { enqueueJob } from '@/lib/server/jobs/queue';
import { notifyEnqueued } from '@/lib/server/jobs/nudge';
import { log } from '@/lib/server/log';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { claimDocumentPlace, type DocumentCapOf } from './document-limit';
import { DOCUMENT_MIME_TYPES, checkDocument, documentTooLarge } from './document-type';
import { toFileDto } from './file-dto';
import { findOwnFile } from './file-queries';
import { PARSE_FILE_JOB } from './parse-job-kind';

/** The body of a document upload: the file and the form's few hundred bytes of boundaries and fields. */
export const DOCUMENT_UPLOAD_BODY: MultipartOptions = {
  maxBytes: KNOWLEDGE_FILE_MAX_BYTES + 16 * 1024,
  tooLarge: documentTooLarge,
};

/** Enough for a person filling a knowledge base by hand or a script syncing one; not for filling the disk. */
const UPLOAD_LIMITS = [
  { keyPrefix: 'kb-file:user:10m', points: 120, duration: 600 },
  { keyPrefix: 'kb-file:user:1d', points: 2000, duration: 86_400 },
];

interface Owner {
  userId: string;
  corpId: string;
}

/** The name for people: the last part of what the browser sent, without control characters, 200 at most. */
function displayName(sent: string, extension: string): string {
  const base = sent.split(/[\\/]/).pop()!.replace(new RegExp(CONTROL_CHARACTERS, 'g'), '').trim();
  return base.slice(0, 200) || `document.${extension}`;
}

/** Checks the upload by its content and stores its bytes; the caller records them or deletes them again. */
async function storeDocument(owner: Owner, file: File) {
  await consumeAll(UPLOAD_LIMITS.map((spec) => [spec, owner.userId]));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkDocument(bytes);
  const key = newFileKey(type);
  await fileStore().put(key, bytes, DOCUMENT_MIME_TYPES[type]);
  return { type, key, size: bytes.byteLength, name: displayName(file.name, type) };
}

const dropBytes = (key: string) =>
  fileStore()
    .delete(key)
    .catch((error: unknown) => log.warn({ err: error, key }, 'document bytes not deleted'));

/**
 * A new document of the corporation, pending: its row and its parsing job are written together, so a document
 * never waits for a job that does not exist.
 */
export async function uploadDocument(
  db: Db,
  owner: Owner,
  file: File,
  lang: ApiLang,
  documentCap: DocumentCapOf,
): Promise<KnowledgeFileDto> {
  const max = await documentCap(db, owner.corpId);
  const stored = await storeDocument(owner, file);
  try {
    const row = await db.transaction(async (tx) => {
      await claimDocumentPlace(tx, owner.corpId, max);
      const id = randomUUID();
      const jobId = await enqueueJob(tx, {
        kind: PARSE_FILE_JOB,
        corpId: owner.corpId,
        payload: { fileId: id },
      });
      const [inserted] = await tx
        .insert(knowledgeFiles)
        .values({
          id,
          corpId: owner.corpId,
          storageKey: stored.key,
          status: 'pending',
          jobId,
          ...pick(stored),
        })
        .returning();
      return inserted!;
    });
    // The worker was woken inside the transaction, before the job could be seen.
    notifyEnqueued();
    return toFileDto(row, lang);
  } catch (error) {
    await dropBytes(stored.key);
    throw error;
  }
}

const pick = ({ name, type, size }: { name: string; type: string; size: number }) => ({ name, type, size });

/**
 * New content for the same document (after a failed parse, or a newer version): pending again, parsed again. Its
 * old passages go at once, in the same transaction, since they belong to content that is no longer there.
 */
export async function reuploadDocument(
  db: Db,
  owner: Owner,
  fileId: string,
  file: File,
  lang: ApiLang,
): Promise<KnowledgeFileDto> {
  await findOwnFile(db, owner.corpId, fileId);
  const stored = await storeDocument(owner, file);
  let oldKey: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      // Locked, so a parse finishing now either lands before (and is replaced) or sees the new job and stops.
      const current = await tx
        .select({ storageKey: knowledgeFiles.storageKey })
        .from(knowledgeFiles)
        .where(eq(knowledgeFiles.id, fileId))
        .for('update');
      oldKey = current[0]?.storageKey ?? null;
      const jobId = await enqueueJob(tx, { kind: PARSE_FILE_JOB, corpId: owner.corpId, payload: { fileId } });
      await tx.delete(knowledgePassages).where(eq(knowledgePassages.fileId, fileId));
      await bumpFileRevision(tx, owner.corpId);
      const [updated] = await tx
        .update(knowledgeFiles)
        .set({
          ...pick(stored),
          storageKey: stored.key,
          status: 'pending',
          failReason: null,
          passageCount: 0,
          charCount: 0,
          jobId,
          parsedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(knowledgeFiles.id, fileId))
        .returning();
      return updated!;
    });
    notifyEnqueued();
    if (oldKey) await dropBytes(oldKey);
    return toFileDto(row, lang);
  } catch (error) {
    await dropBytes(stored.key);
    throw error;
  }
}
