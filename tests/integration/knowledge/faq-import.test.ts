import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listCategoriesRoute } from '@/app/api/management/knowledge/category/list/route';
import { GET as exportRoute } from '@/app/api/management/knowledge/faq/export/route';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import { GET as failuresRoute } from '@/app/api/management/knowledge/faq/importFailures/route';
import { GET as importJobRoute } from '@/app/api/management/knowledge/faq/importJob/route';
import { GET as templateRoute } from '@/app/api/management/knowledge/faq/importTemplate/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/faq/query/route';
import type { Page } from '@/lib/contract/paging';
import type { CategoryDto, FaqItemDto, ImportJobDto } from '@/features/knowledge/contract';
import { knowledgeJobHandlers } from '@/features/knowledge/server/job-handlers';
import { readRevisions } from '@/features/knowledge/server/revisions';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { EXE_BYTES } from '@/tests/integration/storage/images';
import { upload } from '@/tests/integration/storage/upload-call';
import { P, newCategory, newFaq } from './faq-support';
import { EN_HEADER, ZH_HEADER, csv, download, readWorkbook, workbook } from './sheets';

let worker: JobWorker;
beforeAll(async () => {
  worker = startJobWorker({ db: await getDb(), handlers: knowledgeJobHandlers, pollMs: 100 });
});
afterAll(async () => {
  await worker.stop({ graceMs: 1000 });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function startImport(token: string, bytes: Uint8Array, name: string, lang: 'zh' | 'en' = 'zh') {
  return upload<ImportJobDto>(importRoute, P.faqImport, { token, lang, file: { bytes, name } });
}

const jobState = async (token: string, jobId: string) =>
  (await call<ImportJobDto>(importJobRoute, P.importJob, { token, query: { jobId } })).body;

/** Follows the job as the progress bar does, until it has finished. */
async function finished(token: string, jobId: string, timeout = 30_000): Promise<ImportJobDto> {
  return vi.waitFor(
    async () => {
      const { data } = await jobState(token, jobId);
      if (data.status !== 'done' && data.status !== 'failed') throw new Error(`still ${data.status}`);
      return data;
    },
    { timeout, interval: 50 },
  );
}

async function importFile(token: string, bytes: Uint8Array, name: string, lang: 'zh' | 'en' = 'zh') {
  const { body } = await startImport(token, bytes, name, lang);
  expect(body.code, JSON.stringify(body)).toBe(0);
  expect(['queued', 'running']).toContain(body.data.status);
  return finished(token, body.data.jobId);
}

const items = async (token: string, query: Record<string, string> = {}) =>
  (await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token, query: { pageSize: '100', ...query } })).body
    .data;

describe('FAQ import', () => {
  it('imports the good rows of a workbook and lists each bad one with its row, reason and column', async () => {
    const { token, user } = await loggedInAccount();
    await newFaq(token, {
      categoryId: (await newCategory(token, '账号')).categoryId,
      question: '已有的问题',
    });
    const revision = (await readRevisions(await getDb(), user.corpId)).faq;
    const bytes = await workbook([
      ZH_HEADER,
      ['如何退款？', '在订单页申请。', '售后', '怎么退款\n退款流程', '有效'],
      ['', '没有问题的答案', '售后', '', ''],
      ['营业时间？', '9:00-18:00', '门店', '几点开门|几点关门', '无效'],
      ['已有的问题', '重复', '账号', '', ''],
      ['如何退款？', '文件内重复', '售后', '', ''],
      ['坏分类', '答案', 'bad name', '', ''],
      ['坏状态', '答案', '门店', '', 'maybe'],
      ['', '', '', '', ''],
      ['没有分类', '答案', '', '', ''],
    ]);
    const job = await importFile(token, bytes, 'faq.xlsx', 'en');
    expect(job).toMatchObject({
      status: 'done',
      imported: 2,
      failed: 6,
      total: 8,
      processed: 8,
      error: null,
    });
    expect(job.hasFailureFile).toBe(true);
    expect(job.failures).toEqual([
      { row: 3, reason: 'required', column: 'question', message: 'Question: This field is required' },
      { row: 5, reason: 'duplicate', column: 'question', message: 'Question: This question already exists.' },
      { row: 6, reason: 'duplicate', column: 'question', message: 'Question: This question already exists.' },
      {
        row: 7,
        reason: 'categoryNameInvalid',
        column: 'category',
        message: 'Category: Use letters, digits, underscores and Chinese characters only.',
      },
      {
        row: 8,
        reason: 'statusInvalid',
        column: 'status',
        message: 'Status: The status must be valid or invalid.',
      },
      {
        row: 10,
        reason: 'categoryRequired',
        column: 'category',
        message: 'Category: Please choose a category.',
      },
    ]);
    const list = await items(token);
    expect(list.list.map((i) => [i.question, i.categoryName, i.status, i.similarQuestions]).sort()).toEqual([
      ['如何退款？', '售后', 'valid', ['怎么退款', '退款流程']],
      ['已有的问题', '账号', 'valid', []],
      ['营业时间？', '门店', 'invalid', ['几点开门', '几点关门']],
    ]);
    // New categories were made by name; the revision moved so retrieval sees the items.
    const categories = (await call<CategoryDto[]>(listCategoriesRoute, P.categoryList, { token })).body.data;
    expect(categories.map((c) => [c.name, c.itemCount])).toEqual([
      ['账号', 1],
      ['售后', 1],
      ['门店', 1],
    ]);
    expect((await readRevisions(await getDb(), user.corpId)).faq).toBeGreaterThan(revision);

    const file = await download(failuresRoute, P.importFailures, { token, jobId: job.jobId, lang: 'zh' });
    expect(file.headers.get('content-type')).toBe(XLSX);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('导入失败的行')}.xlsx`,
    );
    const rows = await readWorkbook(file.bytes!);
    expect(rows[0]).toEqual([...ZH_HEADER, 'Why it failed']);
    expect(rows.slice(1).map((row) => [row[0], row[2], row.at(-1)])).toEqual([
      ['', '售后', 'Question: This field is required'],
      ['已有的问题', '账号', 'Question: This question already exists.'],
      ['如何退款？', '售后', 'Question: This question already exists.'],
      ['坏分类', 'bad name', 'Category: Use letters, digits, underscores and Chinese characters only.'],
      ['坏状态', '门店', 'Status: The status must be valid or invalid.'],
      ['没有分类', '', 'Category: Please choose a category.'],
    ]);
  });

  it('reads CSV in UTF-8 with or without a byte-order mark, with the English header', async () => {
    const { token } = await loggedInAccount();
    const rows = [EN_HEADER, ['007', 'Bond.', 'Agents', '', 'valid'], ['2024-01-01', '新年', '节日', '', '']];
    const plain = await importFile(token, csv(rows), 'faq.csv');
    expect(plain).toMatchObject({ status: 'done', imported: 2, failed: 0, hasFailureFile: false });
    // Values stay as typed: no number or date guessing.
    expect((await items(token)).list.map((i) => i.question).sort()).toEqual(['007', '2024-01-01']);

    const other = await loggedInAccount();
    const withBom = await importFile(
      other.token,
      csv([ZH_HEADER, ['你好', '您好！', '问候', '', '']], true),
      'x.csv',
    );
    expect(withBom).toMatchObject({ imported: 1, failed: 0 });
    expect((await items(other.token)).list[0]).toMatchObject({ question: '你好', categoryName: '问候' });
  });

  it('refuses a file that is not a spreadsheet, whatever its name, and a file over 50 MB', async () => {
    const { token } = await loggedInAccount();
    const exe = await startImport(token, EXE_BYTES, 'faq.xlsx', 'en');
    expect(exe.body).toMatchObject({
      code: ApiCode.validation,
      message: 'Invalid file format. Please upload an .xlsx or .csv file made from the template.',
    });
    const gbk = await startImport(token, new Uint8Array([0xc4, 0xe3, 0xba, 0xc3, 0x2c, 0x31]), 'faq.csv');
    expect(gbk.body).toMatchObject({
      code: ApiCode.validation,
      message: '文件格式不正确，请上传按模板填写的 .xlsx 或 .csv 文件',
    });
    const large = await startImport(token, new Uint8Array(50 * 1024 * 1024 + 1), 'big.csv', 'en');
    expect(large.body).toMatchObject({
      code: ApiCode.validation,
      message: 'The file size cannot exceed 50MB.',
    });
    const none = await upload(importRoute, P.faqImport, { token });
    expect(none.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'file', message: 'required' }] },
    });
  });

  it('fails the job with a clear reason for a wrong header or a file without rows', async () => {
    const { token } = await loggedInAccount();
    const wrong = await importFile(
      token,
      await workbook([
        ['Q', 'A', 'C'],
        ['q', 'a', 'c'],
      ]),
      'faq.xlsx',
    );
    expect(wrong).toMatchObject({ status: 'failed', error: 'importHeaderInvalid', imported: 0 });
    const empty = await importFile(token, csv([ZH_HEADER]), 'faq.csv');
    expect(empty).toMatchObject({ status: 'failed', error: 'importEmpty' });
    expect((await items(token)).total).toBe(0);
  });

  it('keeps the cap: rows past it fail with the reason', async () => {
    process.env.KNOWLEDGE_FAQ_MAX = '3';
    try {
      const { token } = await loggedInAccount();
      const rows = [ZH_HEADER, ...['a', 'b', 'c', 'd', 'e'].map((q) => [q, 'answer', 'c', '', ''])];
      const job = await importFile(token, await workbook(rows), 'faq.xlsx', 'en');
      expect(job).toMatchObject({ imported: 3, failed: 2 });
      expect(job.failures).toEqual([
        { row: 5, reason: 'faqLimit', message: 'Maximum FAQ questions exceeded' },
        { row: 6, reason: 'faqLimit', message: 'Maximum FAQ questions exceeded' },
      ]);
    } finally {
      delete process.env.KNOWLEDGE_FAQ_MAX;
    }
  });

  it('shows a job only to its corporation', async () => {
    const owner = await loggedInAccount();
    const stranger = await loggedInAccount();
    const job = await importFile(
      owner.token,
      await workbook([ZH_HEADER, ['', 'a', 'c', '', '']]),
      'faq.xlsx',
    );
    expect((await jobState(stranger.token, job.jobId)).code).toBe(ApiCode.notFound);
    const file = await download(failuresRoute, P.importFailures, { token: stranger.token, jobId: job.jobId });
    expect(file.envelope).toMatchObject({ code: ApiCode.notFound });
    expect(
      (await download(failuresRoute, P.importFailures, { token: owner.token, jobId: job.jobId })).bytes,
    ).not.toBeNull();
  });
});

describe('the import template', () => {
  it.each([
    ['zh', ZH_HEADER, '问答导入模板'],
    ['en', EN_HEADER, 'faq-import-template'],
  ] as const)('comes in %s as a workbook and as CSV, and imports as it is', async (lang, header, name) => {
    const { token } = await loggedInAccount();
    const xlsx = await download(templateRoute, P.faqImportTemplate, { token, lang });
    expect(xlsx.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
    );
    const rows = await readWorkbook(xlsx.bytes!);
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(3);

    const text = await download(templateRoute, P.faqImportTemplate, { token, lang, format: 'csv' });
    expect(text.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...text.bytes!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(text.bytes!).split('\n')[0]!.trim()).toBe(header.join(','));

    expect(await importFile(token, xlsx.bytes!, 'template.xlsx')).toMatchObject({ imported: 2, failed: 0 });
    const again = await importFile(token, text.bytes!, 'template.csv');
    expect(again).toMatchObject({ imported: 0, failed: 2 });
  });
});

describe('FAQ export', () => {
  it('writes the filtered items in the template’s columns, and the file imports again', async () => {
    const { token } = await loggedInAccount();
    const a = await newCategory(token, '售后');
    const b = await newCategory(token, 'Sales');
    await newFaq(token, {
      categoryId: a.categoryId,
      question: '如何退款？',
      answer: '第一行\n第二行',
      similarQuestions: ['怎么退款'],
    });
    await newFaq(token, { categoryId: b.categoryId, question: 'Price?', answer: '10', status: 'invalid' });
    const all = await download(exportRoute, P.faqExport, { token, lang: 'en' });
    expect(all.headers.get('content-type')).toBe(XLSX);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(await readWorkbook(all.bytes!)).toEqual([
      EN_HEADER,
      ['如何退款？', '第一行\n第二行', '售后', '怎么退款', 'valid'],
      ['Price?', '10', 'Sales', '', 'invalid'],
    ]);
    const filtered = await download(exportRoute, P.faqExport, { token, status: 'invalid' });
    expect((await readWorkbook(filtered.bytes!)).slice(1)).toEqual([['Price?', '10', 'Sales', '', '无效']]);

    const other = await loggedInAccount();
    const nothing = await download(exportRoute, P.faqExport, { token: other.token, lang: 'en' });
    expect(await readWorkbook(nothing.bytes!)).toEqual([EN_HEADER]);
    expect(await importFile(other.token, all.bytes!, 'export.xlsx')).toMatchObject({
      imported: 2,
      failed: 0,
    });
    const copied = await items(other.token);
    expect(
      copied.list.map((i) => [i.question, i.answer, i.categoryName, i.similarQuestions, i.status]).sort(),
    ).toEqual([
      ['Price?', '10', 'Sales', [], 'invalid'],
      ['如何退款？', '第一行\n第二行', '售后', ['怎么退款'], 'valid'],
    ]);
  });
});
