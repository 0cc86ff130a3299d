import 'server-only';
import { Readable } from 'node:stream';
import type { ImportJobDto, ImportType, JobStatus } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { JobError } from '@/lib/server/jobs/job-error';
import { enqueueJob, readJob, type JobState } from '@/lib/server/jobs/queue';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { runFaqImport, type FaqImportProgress, type FaqImportResult } from './run-import';
import { sheetTexts } from './sheet-columns';
import { XLSX_TYPE } from './sheet-writer';

export const IMPORT_FAQ_JOB = 'knowledge.importFaq';

interface ImportPayload {
  corpId: string;
  storageKey: string;
  type: ImportType;
  lang: ApiLang;
}

const CONTENT_TYPES: Record<ImportType, string> = { xlsx: XLSX_TYPE, csv: 'text/csv' };

/** Stores the checked upload and queues its import; the answer is the job, for the progress bar to follow. */
export async function queueFaqImport(
  db: Db,
  corpId: string,
  upload: { bytes: Uint8Array; type: ImportType },
  lang: ApiLang,
): Promise<ImportJobDto> {
  const storageKey = newFileKey(upload.type);
  await fileStore().put(storageKey, upload.bytes, CONTENT_TYPES[upload.type]);
  const payload: ImportPayload = { corpId, storageKey, type: upload.type, lang };
  // One attempt: a second run of a half-done import would report its own stored rows as duplicates.
  const jobId = await enqueueJob(db, { kind: IMPORT_FAQ_JOB, corpId, payload, maxAttempts: 1 });
  return getImportJob(db, corpId, jobId);
}

async function readImportJob(db: Db, corpId: string, jobId: string): Promise<JobState> {
  const job = await readJob(db, jobId, corpId);
  if (!job || job.kind !== IMPORT_FAQ_JOB) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return job;
}

export async function getImportJob(db: Db, corpId: string, jobId: string): Promise<ImportJobDto> {
  const job = await readImportJob(db, corpId, jobId);
  const progress = (job.progress ?? {}) as Partial<FaqImportProgress>;
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

export const importFaqJobHandler: JobHandler = {
  kind: IMPORT_FAQ_JOB,
  async run(job, { db, signal, progress }) {
    const payload = job.payload as ImportPayload;
    const open = async () => {
      const stored = await fileStore().get(payload.storageKey);
      if (!stored) throw new JobError('importTypeInvalid', { retry: false });
      return Readable.fromWeb(stored.body as import('node:stream/web').ReadableStream<Uint8Array>);
    };
    try {
      return await runFaqImport(
        db,
        { corpId: payload.corpId, type: payload.type, open, lang: payload.lang },
        { signal, onProgress: (done) => progress(done) },
      );
    } finally {
      // The upload has served its purpose, whatever the outcome; the failures file stays for download.
      if (!signal.aborted) await fileStore().delete(payload.storageKey);
    }
  },
};
