import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportJobDto, ImportType, JobStatus } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { enqueueJob, reportProgress } from '@/lib/server/jobs/queue';
import { jobs } from '@/lib/server/jobs/tables';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import {
  runFaqImport,
  type FaqImportCheckpoint,
  type FaqImportProgress,
  type FaqImportResult,
} from './run-import';
import type { FaqCapOf } from '../limit';
import { sheetTexts } from './sheet-columns';
import { XLSX_TYPE } from './sheet-writer';

export const IMPORT_FAQ_JOB = 'knowledge.importFaq';

interface ImportPayload {
  corpId: string;
  storageKey: string;
  lang: ApiLang;
  /** The corporation's FAQ cap when the import was asked (the plans area's; null: no cap). */
  faqCap?: number | null;
}

const CONTENT_TYPES: Record<ImportType, string> = { xlsx: XLSX_TYPE, csv: 'text/csv' };

/** Stores the checked upload and queues its import; the answer is the job, for the progress bar to follow. */
export async function queueFaqImport(
  db: Db,
  corpId: string,
  upload: { bytes: Uint8Array; type: ImportType },
  lang: ApiLang,
  faqCap: FaqCapOf,
): Promise<ImportJobDto> {
  const storageKey = newFileKey(upload.type);
  await fileStore().put(storageKey, upload.bytes, CONTENT_TYPES[upload.type]);
  const payload: ImportPayload = { corpId, storageKey, lang, faqCap: await faqCap(db, corpId) };
  const jobId = await enqueueJob(db, { kind: IMPORT_FAQ_JOB, corpId, payload });
  return getImportJob(db, corpId, jobId);
}

/**
 * The corporation's import job. Its progress holds the checkpoint of a resumable import, with every failure so far;
 * a progress bar polling twice a second reads it without that list.
 */
async function readImportJob(db: Db, corpId: string, jobId: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      error: jobs.error,
      result: jobs.result,
      createdAt: jobs.createdAt,
      progress: sql<Partial<FaqImportProgress> | null>`${jobs.progress} - 'failures'`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.corpId, corpId), eq(jobs.kind, IMPORT_FAQ_JOB)));
  if (!job) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return job;
}

export async function getImportJob(db: Db, corpId: string, jobId: string): Promise<ImportJobDto> {
  const job = await readImportJob(db, corpId, jobId);
  const progress = job.progress ?? {};
  const result = job.result as FaqImportResult | null;
  return {
    jobId: job.id,
    status: job.status as JobStatus,
    processed: progress.processed ?? 0,
    total: progress.total ?? 0,
    imported: result?.imported ?? progress.imported ?? 0,
    failed: result?.failed ?? progress.failed ?? 0,
    failures: result?.failures ?? [],
    hasFailureFile: Boolean(result?.failureFileKey),
    error: job.status === 'failed' ? (job.error ?? 'jobFailed') : null,
    createTime: job.createdAt.toISOString(),
  };
}

/** The failed rows of a finished import, with why, as a workbook to download. */
export async function importFailuresFile(
  db: Db,
  corpId: string,
  jobId: string,
  lang: ApiLang,
): Promise<FileAnswer> {
  const job = await readImportJob(db, corpId, jobId);
  const key = (job.result as FaqImportResult | null)?.failureFileKey;
  const stored = key ? await fileStore().get(key) : null;
  if (!stored) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return fileAnswer({
    body: stored.body,
    contentType: XLSX_TYPE,
    filename: `${sheetTexts(lang)('failuresFile')}.xlsx`,
  });
}

const isCheckpoint = (progress: unknown): progress is FaqImportCheckpoint =>
  typeof progress === 'object' && progress !== null && 'afterRow' in progress;

/**
 * Runs an import, going on from its last checkpoint when an earlier attempt stopped (the server was stopped or
 * died): the rows already stored are not stored again, and the result is that of the whole file.
 */
export const importFaqJobHandler: JobHandler = {
  kind: IMPORT_FAQ_JOB,
  async run(job, { db, signal }) {
    const payload = job.payload as ImportPayload;
    const result = await runFaqImport(
      db,
      {
        corpId: payload.corpId,
        storageKey: payload.storageKey,
        lang: payload.lang,
        faqCap: payload.faqCap,
      },
      {
        signal,
        resume: isCheckpoint(job.progress) ? job.progress : null,
        // The counts are merged into the checkpoint, which only the batch transactions write.
        onProgress: async (progress) => {
          await db
            .update(jobs)
            .set({
              progress: sql`coalesce(${jobs.progress}, '{}'::jsonb) || ${JSON.stringify(progress)}::jsonb`,
            })
            .where(eq(jobs.id, job.id));
        },
        saveCheckpoint: (tx, checkpoint) => reportProgress(tx, job.id, checkpoint),
      },
    );
    // The upload has served its purpose; the failures file stays for download.
    await fileStore().delete(payload.storageKey);
    return result;
  },
  async onFailed(job) {
    await fileStore().delete((job.payload as ImportPayload).storageKey);
  },
};
