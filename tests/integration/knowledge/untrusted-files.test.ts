import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import type { ImportJobDto } from '@/features/knowledge/contract';
import { knowledgeFaqs, knowledgePassages } from '@/features/knowledge/server/tables';
import { getDb } from '@/lib/server/db/client';
import { apiMessage } from '@/lib/server/http/messages';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { upload } from '@/tests/integration/storage/upload-call';
import { getDocument, settledDocument, startWorker, uploadDocument } from './documents-support';
import { P, settledImport } from './faq-support';
import { ZH_HEADER, workbook } from './sheets';
import { docx, xlsxWithHugeSharedStrings } from './zip-bombs';

// Files built to take the server down — decompression bombs, a zip whose sizes lie, a workbook that needs more
// memory than the reader may have — are refused with a reason the console shows, nothing of them is stored, and
// the server goes on reading the next file.

let worker: JobWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.stop({ graceMs: 1000 }));
afterEach(() => {
  vi.unstubAllEnvs();
});

async function passagesStored(fileId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.fileId, fileId));
  return row!.n;
}

async function faqsStored(corpId: string) {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(knowledgeFaqs).where(eq(knowledgeFaqs.corpId, corpId));
  return row!.n;
}

async function importFile(token: string, bytes: Uint8Array, lang: 'zh' | 'en' = 'en') {
  const { body } = await upload<ImportJobDto>(importRoute, P.faqImport, {
    token,
    lang,
    file: { bytes, name: 'faq.xlsx' },
  });
  expect(body.code, JSON.stringify(body)).toBe(0);
  return settledImport(token, body.data.jobId, 120_000);
}

/** Refused documents say why, in both languages, and keep no passage. */
async function expectRefused(token: string, fileId: string, reason: string) {
  const file = await settledDocument(token, fileId, 'en');
  expect(file).toMatchObject({ status: 'failed', failReason: reason, passageCount: 0 });
  expect(file.failMessage).toBe(apiMessage(reason as 'parseTooLarge', 'en'));
  const zh = (await getDocument(token, fileId, 'zh')).body.data;
  expect(zh.failMessage).toBe(apiMessage(reason as 'parseTooLarge', 'zh'));
  expect(zh.failMessage).not.toBe(file.failMessage);
  expect(await passagesStored(fileId)).toBe(0);
}

/** The server still reads a sound document from the same builder: it survived, and the refusals were the bomb's. */
async function expectStillParsing(token: string) {
  const { body } = await uploadDocument(token, 'sound.docx', { bytes: await docx(20) });
  const file = await settledDocument(token, body.data.fileId);
  expect(file.status).toBe('done');
  expect(file.passageCount).toBeGreaterThan(0);
}

describe('files that expand too far', { timeout: 180_000 }, () => {
  it('refuses a 400 MB docx packed into a few hundred kilobytes before reading it', async () => {
    const { token } = await loggedInAccount();
    const bytes = await docx(4_000_000);
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
    const { body } = await uploadDocument(token, 'bomb.docx', { bytes });
    expect(body.code, JSON.stringify(body)).toBe(0);
    await expectRefused(token, body.data.fileId, 'parseTooLarge');
    await expectStillParsing(token);
  });

  it('refuses a docx whose directory lies about its size, while inflating it', async () => {
    const { token } = await loggedInAccount();
    // 60 MB of XML that claims to be 2 KB: nothing in the directory gives it away.
    const { body } = await uploadDocument(token, 'liar.docx', { bytes: await docx(600_000, 2048) });
    await expectRefused(token, body.data.fileId, 'parseTooLarge');
    await expectStillParsing(token);
  });

  it('refuses a document of more text or passages than one may hold', async () => {
    const { token } = await loggedInAccount();
    vi.stubEnv('KNOWLEDGE_DOCUMENT_MAX_PASSAGES', '3');
    const many = await uploadDocument(token, 'many.docx', { bytes: await docx(200) });
    await expectRefused(token, many.body.data.fileId, 'parseTooLong');
    vi.stubEnv('KNOWLEDGE_DOCUMENT_MAX_PASSAGES', '');
    vi.stubEnv('KNOWLEDGE_DOCUMENT_MAX_CHARS', '1000');
    const long = await uploadDocument(token, 'long.docx', { bytes: await docx(200) });
    await expectRefused(token, long.body.data.fileId, 'parseTooLong');
  });

  it('refuses a workbook of huge shared strings, and one whose sizes lie, storing nothing', async () => {
    const { token, user } = await loggedInAccount();
    for (const bytes of [await xlsxWithHugeSharedStrings(1000), await xlsxWithHugeSharedStrings(400, 4096)]) {
      const job = await importFile(token, bytes);
      expect(job).toMatchObject({ status: 'failed', error: 'parseTooLarge', imported: 0 });
    }
    expect(apiMessage('parseTooLarge', 'zh')).toMatch(/解压/);
    expect(await faqsStored(user.corpId)).toBe(0);
    // The import itself works: the same workbook without the bomb imports its row.
    const sound = await importFile(token, await workbook([ZH_HEADER, ['问题', '答案', '分类', '', '']]));
    expect(sound).toMatchObject({ status: 'done', imported: 1 });
  });

  it('ends the reader, not the server, when a file needs more memory than the reader may have', async () => {
    const { token, user } = await loggedInAccount();
    // Let the bomb through the size checks so that only the reader's heap limit stands in its way.
    vi.stubEnv('KNOWLEDGE_ZIP_MAX_RATIO', '1000000');
    vi.stubEnv('KNOWLEDGE_UNZIP_MAX_MB', '100000');
    vi.stubEnv('KNOWLEDGE_PARSE_MEMORY_MB', '32');
    const job = await importFile(token, await xlsxWithHugeSharedStrings(1000), 'zh');
    expect(job).toMatchObject({ status: 'failed', error: 'parseOutOfMemory', imported: 0 });
    expect(await faqsStored(user.corpId)).toBe(0);
    vi.unstubAllEnvs();
    await expectStillParsing(token);
  });
});

describe('a file of more rows than are read', () => {
  it('imports the first rows and says that the rest was not read', async () => {
    vi.stubEnv('KNOWLEDGE_IMPORT_MAX_ROWS', '1000');
    const { token, user } = await loggedInAccount();
    const rows = Array.from({ length: 1200 }, (_, i) => [`问题 ${i + 1}`, `答案 ${i + 1}`, '分类', '', '']);
    const job = await importFile(token, await workbook([ZH_HEADER, ...rows]));
    expect(job).toMatchObject({ status: 'done', total: 1000, processed: 1000, imported: 1000, failed: 1 });
    expect(job.failures).toEqual([
      {
        row: 1002,
        reason: 'importRowLimit',
        message:
          'The file has more than 1,000 rows; at most 1,000 are read. Split the rest into another file.',
      },
    ]);
    expect(await faqsStored(user.corpId)).toBe(1000);
  });
});
