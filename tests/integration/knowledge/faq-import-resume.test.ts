import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import { GET as failuresRoute } from '@/app/api/management/knowledge/faq/importFailures/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/faq/query/route';
import type { Page } from '@/lib/contract/paging';
import type { FaqItemDto, ImportJobDto } from '@/features/knowledge/contract';
import { importFaqJobHandler } from '@/features/knowledge/server/faq/import/import-job';
import { runFaqImport } from '@/features/knowledge/server/faq/import/run-import';
import { getDb } from '@/lib/server/db/client';
import { reportProgress } from '@/lib/server/jobs/queue';
import type { JobHandler } from '@/lib/server/jobs/worker';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { upload } from '@/tests/integration/storage/upload-call';
import { P, settledImport } from './faq-support';
import { ZH_HEADER, download, readWorkbook, streamedWorkbook } from './sheets';

const ROWS = 2400;
const BAD_ROWS = [
  { row: 11, reason: 'required', column: 'answer' },
  { row: 900, reason: 'duplicate', column: 'question' },
  { row: 2001, reason: 'categoryNameInvalid', column: 'category' },
];

function* rows(): Generator<string[]> {
  yield ZH_HEADER;
  for (let i = 1; i <= ROWS; i += 1) {
    const row = [`问题 ${i}`, `答案 ${i}`, `分类_${i % 7}`, '', ''];
    if (i + 1 === 11) row[1] = '';
    if (i + 1 === 900) row[0] = '问题 3';
    if (i + 1 === 2001) row[2] = 'no-good';
    yield row;
  }
}

/**
 * The first attempt stops after 1,000 rows as an instance stopping or dying would, its checkpoint saved with the
 * batches it stored; the retry is the real handler, which must go on from there.
 */
const interruptedOnce: JobHandler = {
  ...importFaqJobHandler,
  async run(job, context) {
    if (job.attempts > 1) return importFaqJobHandler.run(job, context);
    const stop = new AbortController();
    const payload = job.payload as { corpId: string; storageKey: string; lang: 'zh' | 'en' };
    await runFaqImport(context.db, payload, {
      signal: stop.signal,
      onProgress: async ({ processed }) => {
        if (processed >= 1000) stop.abort(new Error('instance stopped'));
      },
      saveCheckpoint: (tx, checkpoint) => reportProgress(tx, job.id, checkpoint),
    });
    throw new Error('the first attempt was meant to stop');
  },
};

let worker: JobWorker;
beforeAll(async () => {
  worker = startJobWorker({ db: await getDb(), handlers: [interruptedOnce], pollMs: 100, retryBaseMs: 0 });
});
afterAll(async () => {
  await worker.stop({ graceMs: 1000 });
});

describe('an import stopped part-way', () => {
  it('goes on from its last batch: every row stored once, the failures those of the whole file', async () => {
    const { token } = await loggedInAccount();
    const bytes = await streamedWorkbook(rows());
    const { body } = await upload<ImportJobDto>(importRoute, P.faqImport, {
      token,
      lang: 'en',
      file: { bytes, name: 'faq.xlsx' },
    });
    const job = await settledImport(token, body.data.jobId, 60_000);
    expect(job).toMatchObject({
      status: 'done',
      total: ROWS,
      processed: ROWS,
      imported: ROWS - 3,
      failed: 3,
    });
    expect(job.failures.map(({ row, reason, column }) => ({ row, reason, column }))).toEqual(BAD_ROWS);
    const items = await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token });
    expect(items.body.data.total).toBe(ROWS - 3);

    const file = await download(failuresRoute, P.importFailures, { token, jobId: job.jobId });
    const failed = await readWorkbook(file.bytes!);
    expect(failed.slice(1).map((row) => row[0])).toEqual(['问题 10', '问题 3', '问题 2000']);
    // Each reading of the workbook starts a worker thread of its own: more than the default 30 s on a busy machine.
  }, 90_000);
});
