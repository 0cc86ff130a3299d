import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import { GET as importJobRoute } from '@/app/api/management/knowledge/faq/importJob/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/faq/query/route';
import type { Page } from '@/lib/contract/paging';
import type { FaqItemDto, ImportJobDto } from '@/features/knowledge/contract';
import { knowledgeJobHandlers } from '@/features/knowledge/server/job-handlers';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { upload } from '@/tests/integration/storage/upload-call';
import { P, newCategory, newFaq } from './faq-support';
import { ZH_HEADER, streamedWorkbook } from './sheets';

const ROWS = 50_000;

let worker: JobWorker;
beforeAll(async () => {
  worker = startJobWorker({ db: await getDb(), handlers: knowledgeJobHandlers, pollMs: 100 });
});
afterAll(async () => {
  await worker.stop({ graceMs: 1000 });
});

/** Data row i (1-based) sits on sheet row i + 1; a few are spoiled on purpose. */
function* rows(): Generator<string[]> {
  yield ZH_HEADER;
  for (let i = 1; i <= ROWS; i += 1) {
    const row = [
      `问题 ${i}：如何办理业务 ${i}？`,
      `答案 ${i}`,
      `分类_${i % 20}`,
      `说法 ${i}|另一说法 ${i}`,
      '',
    ];
    if (i === 99) row[1] = '';
    if (i === 1999) row[2] = 'bad-name';
    if (i === 2999) row[0] = '长'.repeat(501);
    if (i === 3999) row[0] = '问题 10：如何办理业务 10？';
    if (i === 44_999) row[0] = '已经有的问题';
    if (i === 49_999) row[4] = 'maybe';
    yield row;
  }
}

describe('a 50,000-row import', () => {
  it('reports exactly the bad rows, imports the rest and moves its progress along the way', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, '已有');
    await newFaq(token, { categoryId: category.categoryId, question: '已经有的问题' });
    const bytes = await streamedWorkbook(rows());

    const { body } = await upload<ImportJobDto>(importRoute, P.faqImport, {
      token,
      lang: 'en',
      file: { bytes, name: 'big.xlsx' },
    });
    expect(body.code, JSON.stringify(body)).toBe(0);
    const seen = new Set<number>();
    const job = await vi.waitFor(
      async () => {
        const state = (
          await call<ImportJobDto>(importJobRoute, P.importJob, { token, query: { jobId: body.data.jobId } })
        ).body.data;
        seen.add(state.processed);
        if (state.status !== 'done' && state.status !== 'failed')
          throw new Error(`${state.processed}/${state.total}`);
        return state;
      },
      { timeout: 300_000, interval: 200 },
    );
    expect(job).toMatchObject({
      status: 'done',
      total: ROWS,
      processed: ROWS,
      imported: ROWS - 6,
      failed: 6,
    });
    expect(job.failures.map(({ row, reason, column }) => ({ row, reason, column }))).toEqual([
      { row: 100, reason: 'required', column: 'answer' },
      { row: 2000, reason: 'categoryNameInvalid', column: 'category' },
      { row: 3000, reason: 'tooLong', column: 'question' },
      { row: 4000, reason: 'duplicate', column: 'question' },
      { row: 45_000, reason: 'duplicate', column: 'question' },
      { row: 50_000, reason: 'statusInvalid', column: 'status' },
    ]);
    // The bar moved: the answers in between showed rows done short of the total.
    expect([...seen].some((processed) => processed > 0 && processed < ROWS)).toBe(true);
    const page = (
      await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token, query: { keyword: '业务 49998？' } })
    ).body.data;
    expect(page.list).toEqual([
      expect.objectContaining({ answer: '答案 49998', similarQuestions: ['说法 49998', '另一说法 49998'] }),
    ]);
    expect((await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token })).body.data.total).toBe(
      ROWS - 6 + 1,
    );
  }, 300_000);
});
