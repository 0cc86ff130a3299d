import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import { GET as importJobRoute } from '@/app/api/management/knowledge/faq/importJob/route';
import type { ImportJobDto } from '@/features/knowledge/contract';
import { knowledgeJobHandlers } from '@/features/knowledge/server/job-handlers';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { upload } from '@/tests/integration/storage/upload-call';
import { P } from './faq-support';
import { ZH_HEADER, workbook } from './sheets';

// One instance runs two jobs at a time. Corporation A queues two long imports before corporation B queues a short
// one: B's must not wait for A's — it takes the second slot and is done while A's imports are still going.

let worker: JobWorker | undefined;
afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
});

async function queueImport(token: string, rows: number) {
  const data = Array.from({ length: rows }, (_, i) => [`问题 ${i + 1}`, `答案 ${i + 1}`, '分类', '', '']);
  const { body } = await upload<ImportJobDto>(importRoute, P.faqImport, {
    token,
    file: { bytes: await workbook([ZH_HEADER, ...data]), name: 'faq.xlsx' },
  });
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.jobId;
}

const stateOf = async (token: string, jobId: string) =>
  (await call<ImportJobDto>(importJobRoute, P.importJob, { token, query: { jobId } })).body.data.status;

describe('imports of two corporations', () => {
  it("finishes B's short import while A's long ones are still running", async () => {
    const [a, b] = await Promise.all([loggedInAccount(), loggedInAccount()]);
    const long = [await queueImport(a.token, 5000), await queueImport(a.token, 5000)];
    const short = await queueImport(b.token, 3);
    worker = startJobWorker({
      db: await getDb(),
      handlers: knowledgeJobHandlers,
      pollMs: 100,
      concurrency: 2,
    });

    await vi.waitFor(async () => expect(await stateOf(b.token, short)).toBe('done'), {
      timeout: 120_000,
      interval: 50,
    });
    const longStates = await Promise.all(long.map((jobId) => stateOf(a.token, jobId)));
    expect(longStates).not.toContain('done');
    await vi.waitFor(
      async () => {
        for (const jobId of long) expect(await stateOf(a.token, jobId)).toBe('done');
      },
      { timeout: 240_000, interval: 200 },
    );
  }, 300_000);
});
