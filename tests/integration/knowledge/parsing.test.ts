import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as passagesRoute } from '@/app/api/management/knowledge/file/passages/route';
import { DELETE as delFileRoute } from '@/app/api/management/kbUserFile/delFile/route';
import type { Page } from '@/lib/contract/paging';
import type { PassageDto } from '@/features/knowledge/contract';
import { readRevisions } from '@/features/knowledge/server/revisions';
import { knowledgePassages } from '@/features/knowledge/server/tables';
import { getDb } from '@/lib/server/db/client';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { fixture, reuploadDocument, settledDocument, startWorker, uploadDocument } from './documents-support';

let token: string;
let corpId: string;
let worker: JobWorker;

beforeAll(async () => {
  ({
    token,
    user: { corpId },
  } = await loggedInAccount());
  worker = await startWorker();
});
afterAll(() => worker.stop());

async function passagesOf(fileId: string) {
  const { body } = await call<Page<PassageDto>>(passagesRoute, '/management/knowledge/file/passages', {
    token,
    query: { fileId, pageSize: '100' },
  });
  expect(body.code).toBe(0);
  return body.data;
}

describe('parsing uploaded documents in the background', () => {
  it('reads the Chinese of a PDF whose font is not embedded into passages, and bumps the revision', async () => {
    const before = await readRevisions(await getDb(), corpId);
    const { body } = await uploadDocument(token, '退货政策.pdf', { bytes: fixture('chinese-cid.pdf') });
    const file = await settledDocument(token, body.data.fileId);
    expect(file).toMatchObject({ status: 'done', failReason: null, failMessage: null });
    expect(file.passageCount).toBeGreaterThan(0);
    const passages = await passagesOf(file.fileId);
    expect(passages.total).toBe(file.passageCount);
    const text = passages.list.map((passage) => passage.text).join('\n');
    expect(text).toContain('退货政策：自签收之日起七天内，商品完好即可申请无理由退货。');
    expect(text).toContain('会员积分每消费一元累计一分');
    expect(file.charCount).toBe(passages.list.reduce((sum, passage) => sum + passage.text.length, 0));
    expect((await readRevisions(await getDb(), corpId)).file).toBeGreaterThan(before.file);
  });

  it.each([
    [
      'english.pdf',
      'Returns: goods in their original condition may be returned within seven days of delivery.',
    ],
    ['chinese.docx', '保修期为一年，保修期内非人为损坏可免费维修。'],
    ['chinese.doc', '这是一个用来测试nodejs解析Word文档'],
  ])('parses %s to done with its text', async (name, expected) => {
    const { body } = await uploadDocument(token, name);
    const file = await settledDocument(token, body.data.fileId);
    expect(file.status).toBe('done');
    expect((await passagesOf(file.fileId)).list.map((passage) => passage.text).join('\n')).toContain(
      expected,
    );
  });

  it('fails a PDF that is only a picture as “no text”, with the reason in the request’s language', async () => {
    const { body } = await uploadDocument(token, 'image-only.pdf');
    const zh = await settledDocument(token, body.data.fileId);
    expect(zh).toMatchObject({ status: 'failed', failReason: 'parseNoText', passageCount: 0 });
    expect(zh.failMessage).toBe('文件解析失败：文档中没有文字（扫描版 PDF 是图片），请上传含文字的文档');
    const en = await settledDocument(token, body.data.fileId, 'en');
    expect(en.failMessage).toBe(
      'File parse failed: the document holds no text (a scanned PDF is a picture). Upload a document with text.',
    );
  });

  it('fails a PDF that needs a password as encrypted', async () => {
    const { body } = await uploadDocument(token, 'encrypted.pdf');
    const file = await settledDocument(token, body.data.fileId, 'en');
    expect(file).toMatchObject({
      status: 'failed',
      failReason: 'parseEncrypted',
      failMessage: 'File parse failed: the document is protected by a password.',
    });
  });

  it('parses a re-upload of a failed document into the same record', async () => {
    const { body } = await uploadDocument(token, 'scan.pdf', { bytes: fixture('image-only.pdf') });
    expect((await settledDocument(token, body.data.fileId)).status).toBe('failed');
    await reuploadDocument(token, body.data.fileId, 'english.pdf', 'text version.pdf');
    const file = await settledDocument(token, body.data.fileId);
    expect(file).toMatchObject({
      fileId: body.data.fileId,
      name: 'text version.pdf',
      status: 'done',
      failReason: null,
    });
    expect((await passagesOf(file.fileId)).list[0]!.text).toContain(
      'Digital human knowledge base test document.',
    );
  });

  it('replaces the passages of a parsed document with those of its new content', async () => {
    const { body } = await uploadDocument(token, 'english.pdf');
    await settledDocument(token, body.data.fileId);
    await reuploadDocument(token, body.data.fileId, 'chinese.docx');
    const file = await settledDocument(token, body.data.fileId);
    const text = (await passagesOf(file.fileId)).list.map((passage) => passage.text).join('\n');
    expect(text).toContain('保修期为一年');
    expect(text).not.toContain('Returns');
  });

  it('deletes a parsed document’s passages with it and bumps the revision', async () => {
    const { body } = await uploadDocument(token, 'chinese.docx');
    await settledDocument(token, body.data.fileId);
    const db = await getDb();
    const before = await readRevisions(db, corpId);
    expect(
      (await db.select().from(knowledgePassages).where(eq(knowledgePassages.fileId, body.data.fileId)))
        .length,
    ).toBeGreaterThan(0);
    await call(delFileRoute, '/management/kbUserFile/delFile', {
      token,
      method: 'DELETE',
      query: { fileId: body.data.fileId },
    });
    expect(
      await db.select().from(knowledgePassages).where(eq(knowledgePassages.fileId, body.data.fileId)),
    ).toEqual([]);
    expect((await readRevisions(db, corpId)).file).toBe(before.file + 1);
  });
});
