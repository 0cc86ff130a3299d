import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentType } from '@/features/knowledge/contract';
import { bumpFileRevision } from '@/features/knowledge/server/revisions';
import { knowledgeFiles, knowledgePassages } from '@/features/knowledge/server/tables';
import type { Db } from '@/lib/server/db/client';
import { JobError } from '@/lib/server/jobs/job-error';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { fileStore } from '@/lib/server/storage/store';
import { readBytes } from '@/lib/server/storage/file-store';
import { extractDocumentText } from './extract-text';
import { untrustedFileLimits } from '../untrusted/limits';
import { PARSE_FILE_JOB } from './parse-job-kind';
import { splitPassages } from './split-passages';

interface Payload {
  fileId: string;
}

/** The document as this job should parse it: gone (deleted) or re-uploaded since (a newer job) is not its to do. */
const ownedBy = (fileId: string, jobId: string) =>
  and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.jobId, jobId));

async function markParsing(db: Db, fileId: string, jobId: string) {
  const [row] = await db
    .update(knowledgeFiles)
    .set({ status: 'parsing', failReason: null, updatedAt: sql`now()` })
    .where(ownedBy(fileId, jobId))
    .returning();
  return row ?? null;
}

/** Passages, counts and `done` land together with the revision bump, so retrieval never sees half a document. */
async function savePassages(db: Db, file: { id: string; corpId: string }, jobId: string, passages: string[]) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: knowledgeFiles.id })
      .from(knowledgeFiles)
      .where(ownedBy(file.id, jobId))
      .for('update');
    if (!locked) return false;
    await tx.delete(knowledgePassages).where(eq(knowledgePassages.fileId, file.id));
    const rows = passages.map((text, ordinal) => ({
      id: randomUUID(),
      fileId: file.id,
      corpId: file.corpId,
      ordinal,
      text,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(knowledgePassages).values(rows.slice(start, start + 500));
    await tx
      .update(knowledgeFiles)
      .set({
        status: 'done',
        failReason: null,
        passageCount: passages.length,
        charCount: passages.reduce((sum, text) => sum + text.length, 0),
        parsedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(knowledgeFiles.id, file.id));
    await bumpFileRevision(tx, file.corpId);
    return true;
  });
}

/** Parses an uploaded document into passages: pending → parsing → done, or failed with the reason's message key. */
export const parseFileHandler: JobHandler = {
  kind: PARSE_FILE_JOB,
  async run(job, { db, signal }) {
    const { fileId } = job.payload as Payload;
    const file = await markParsing(db, fileId, job.id);
    if (!file) return { skipped: true };
    const stored = await fileStore().get(file.storageKey);
    if (!stored) throw new JobError('parseFailed', { retry: false });
    const text = await extractDocumentText(file.type as DocumentType, await readBytes(stored), signal);
    if (signal.aborted) return null;
    const passages = splitPassages(text);
    if (passages.length === 0) throw new JobError('parseNoText', { retry: false });
    // One document must not flood the corporation's passages (and every search over them).
    if (passages.length > untrustedFileLimits().passagesMax)
      throw new JobError('parseTooLong', { retry: false });
    const saved = await savePassages(db, file, job.id, passages);
    return saved ? { passages: passages.length } : { skipped: true };
  },
  async onFailed(job, error, db) {
    const { fileId } = job.payload as Payload;
    const reason = error.startsWith('parse') ? error : 'parseFailed';
    await db
      .update(knowledgeFiles)
      .set({ status: 'failed', failReason: reason, updatedAt: sql`now()` })
      .where(ownedBy(fileId, job.id));
  },
};
