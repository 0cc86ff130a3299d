import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as passagesRoute } from '@/app/api/management/knowledge/file/passages/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/file/query/route';
import { POST as renameRoute } from '@/app/api/management/knowledge/file/rename/route';
import { DELETE as delFileRoute } from '@/app/api/management/kbUserFile/delFile/route';
import type { Page } from '@/lib/contract/paging';
import { KNOWLEDGE_FILE_MAX_BYTES, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { knowledgeFiles } from '@/features/knowledge/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/jobs/tables';
import { fileStore } from '@/lib/server/storage/store';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { fixture, getDocument, reuploadDocument, uploadDocument } from './documents-support';

// No worker runs in this file: every upload stays pending, as it is until an instance takes its job.

let token: string;
let other: string;

beforeAll(async () => {
  [{ token }, { token: other }] = await Promise.all([loggedInAccount(), loggedInAccount()]);
});

const storageKeyOf = async (fileId: string) =>
  (await (await getDb()).select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId)))[0]?.storageKey;

describe('uploading documents', () => {
  it.each([
    ['退货政策.pdf', 'chinese-cid.pdf', 'pdf'],
    ['manual.docx', 'chinese.docx', 'docx'],
    ['old manual.doc', 'chinese.doc', 'doc'],
  ])('takes %s (%s) as a %s, pending, with its parsing job queued', async (name, file, type) => {
    const { status, body } = await uploadDocument(token, name, { bytes: fixture(file) });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      name,
      type,
      size: fixture(file).byteLength,
      status: 'pending',
      failReason: null,
      failMessage: null,
      passageCount: 0,
    });
    const db = await getDb();
    const [row] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, body.data.fileId));
    const [job] = await db.select().from(jobs).where(eq(jobs.id, row!.jobId!));
    expect(job).toMatchObject({
      kind: 'knowledge.parseFile',
      status: 'queued',
      payload: { fileId: row!.id },
    });
    const stored = await fileStore().get(row!.storageKey);
    expect(stored?.size).toBe(fixture(file).byteLength);
  });

  it('refuses a Windows program renamed .pdf, in zh and en', async () => {
    const zh = await uploadDocument(token, 'invoice.pdf', { bytes: fixture('program.exe.pdf') });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({
      code: ApiCode.validation,
      message: '文件格式不正确，请上传 pdf、doc 或 docx 文件',
      data: { fields: [{ field: 'file', message: 'invalid' }] },
    });
    const en = await uploadDocument(token, 'invoice.pdf', { bytes: fixture('program.exe.pdf'), lang: 'en' });
    expect(en.body.message).toBe('Invalid file format. Please upload a pdf, doc or docx file.');
  });

  it('refuses a text file named .docx and an empty file', async () => {
    const text = await uploadDocument(token, 'notes.docx', {
      bytes: new TextEncoder().encode('just some notes'),
    });
    expect(text.body.message).toBe('文件格式不正确，请上传 pdf、doc 或 docx 文件');
    const empty = await uploadDocument(token, 'empty.pdf', { bytes: new Uint8Array() });
    expect(empty.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'file', message: 'required' }] },
    });
  });

  it('refuses a document over 10 MB, saying the limit, whether the body or the file is what is too big', async () => {
    const justOver = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1);
    justOver.set(fixture('english.pdf'));
    const over = await uploadDocument(token, 'big.pdf', { bytes: justOver, lang: 'en' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('File too large: a document may be at most 10 MB.');
    const huge = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1024 * 1024);
    huge.set(fixture('english.pdf'));
    const hugeAnswer = await uploadDocument(token, 'huge.pdf', { bytes: huge });
    expect(hugeAnswer.body.message).toBe('文件过大：文档最大 10 MB');
    const exactly = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES);
    exactly.set(fixture('english.pdf'));
    expect((await uploadDocument(token, 'limit.pdf', { bytes: exactly })).body.code).toBe(0);
  });

  it('keeps only the last part of a path as the name', async () => {
    const { body } = await uploadDocument(token, 'C:\\docs\\手册.docx', { bytes: fixture('chinese.docx') });
    expect(body.data.name).toBe('手册.docx');
  });
});

describe('reading, renaming and deleting documents', () => {
  it('lists the corporation’s documents newest first, by name and status, and never another’s', async () => {
    const { token: own } = await loggedInAccount();
    const first = (await uploadDocument(own, '价格表.pdf', { bytes: fixture('english.pdf') })).body.data;
    const second = (await uploadDocument(own, 'manual.docx', { bytes: fixture('chinese.docx') })).body.data;
    await uploadDocument(other, '价格表 other.pdf', { bytes: fixture('english.pdf') });
    const all = await call<Page<KnowledgeFileDto>>(queryRoute, '/management/knowledge/file/query', {
      token: own,
    });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((file) => file.fileId)).toEqual([second.fileId, first.fileId]);
    const byName = await call<Page<KnowledgeFileDto>>(queryRoute, '/management/knowledge/file/query', {
      token: own,
      query: { keyword: '价格' },
    });
    expect(byName.body.data.list.map((file) => file.name)).toEqual(['价格表.pdf']);
    const done = await call<Page<KnowledgeFileDto>>(queryRoute, '/management/knowledge/file/query', {
      token: own,
      query: { status: 'done' },
    });
    expect(done.body.data.total).toBe(0);
    const paged = await call<Page<KnowledgeFileDto>>(queryRoute, '/management/knowledge/file/query', {
      token: own,
      query: { pageIndex: '2', pageSize: '1' },
    });
    expect(paged.body.data).toMatchObject({ total: 2, pageIndex: 2, pageSize: 1 });
    expect(paged.body.data.list.map((file) => file.fileId)).toEqual([first.fileId]);
    const wild = await call<Page<KnowledgeFileDto>>(queryRoute, '/management/knowledge/file/query', {
      token: own,
      query: { keyword: '%' },
    });
    expect(wild.body.data.total).toBe(0);
  });

  it('answers another corporation’s document as not found, for every call', async () => {
    const mine = (await uploadDocument(token, 'mine.pdf', { bytes: fixture('english.pdf') })).body.data;
    expect((await getDocument(other, mine.fileId)).body.code).toBe(ApiCode.notFound);
    const rename = await call(renameRoute, '/management/knowledge/file/rename', {
      token: other,
      body: { fileId: mine.fileId, name: 'taken.pdf' },
    });
    expect(rename.body.code).toBe(ApiCode.notFound);
    const passages = await call(passagesRoute, '/management/knowledge/file/passages', {
      token: other,
      query: { fileId: mine.fileId },
    });
    expect(passages.body.code).toBe(ApiCode.notFound);
    const reupload = await reuploadDocument(other, mine.fileId, 'english.pdf');
    expect(reupload.body.code).toBe(ApiCode.notFound);
    const del = await call(delFileRoute, '/management/kbUserFile/delFile', {
      token: other,
      method: 'DELETE',
      query: { fileId: mine.fileId },
    });
    expect(del.body.code).toBe(ApiCode.notFound);
    expect((await getDocument(token, mine.fileId)).body.data).toMatchObject({
      name: 'mine.pdf',
      status: 'pending',
    });
  });

  it('renames a document', async () => {
    const file = (await uploadDocument(token, 'draft.pdf', { bytes: fixture('english.pdf') })).body.data;
    const { body } = await call<KnowledgeFileDto>(renameRoute, '/management/knowledge/file/rename', {
      token,
      body: { fileId: file.fileId, name: '  Final manual.pdf ' },
    });
    expect(body.data.name).toBe('Final manual.pdf');
    expect((await getDocument(token, file.fileId)).body.data.name).toBe('Final manual.pdf');
    const empty = await call(renameRoute, '/management/knowledge/file/rename', {
      token,
      body: { fileId: file.fileId, name: ' ' },
    });
    expect(empty.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'name', message: 'required' }] },
    });
  });

  it('shows no passages before the document is parsed', async () => {
    const file = (await uploadDocument(token, 'pending.pdf', { bytes: fixture('english.pdf') })).body.data;
    const { body } = await call(passagesRoute, '/management/knowledge/file/passages', {
      token,
      query: { fileId: file.fileId, lang: 'en' },
    });
    expect(body).toMatchObject({ code: ApiCode.conflict, message: 'This document is not parsed yet.' });
  });

  it('deletes a document with its bytes; it is gone for every call after', async () => {
    const file = (await uploadDocument(token, 'old.pdf', { bytes: fixture('english.pdf') })).body.data;
    const key = (await storageKeyOf(file.fileId))!;
    const { body } = await call(delFileRoute, '/management/kbUserFile/delFile', {
      token,
      method: 'DELETE',
      query: { fileId: file.fileId },
    });
    expect(body.code).toBe(0);
    expect((await getDocument(token, file.fileId)).body.code).toBe(ApiCode.notFound);
    expect(await fileStore().get(key)).toBeNull();
    const again = await call(delFileRoute, '/management/kbUserFile/delFile', {
      token,
      method: 'DELETE',
      query: { fileId: file.fileId },
    });
    expect(again.body.code).toBe(ApiCode.notFound);
  });

  it('re-uploads into the same record: new content, pending again, the old bytes gone', async () => {
    const file = (await uploadDocument(token, 'broken.pdf', { bytes: fixture('image-only.pdf') })).body.data;
    const oldKey = (await storageKeyOf(file.fileId))!;
    const { body } = await reuploadDocument(token, file.fileId, 'chinese.docx', 'fixed.docx');
    expect(body.data).toMatchObject({
      fileId: file.fileId,
      name: 'fixed.docx',
      type: 'docx',
      status: 'pending',
    });
    expect(await fileStore().get(oldKey)).toBeNull();
    const exe = await reuploadDocument(token, file.fileId, 'program.exe.pdf');
    expect(exe.body.code).toBe(ApiCode.validation);
    expect((await getDocument(token, file.fileId)).body.data.type).toBe('docx');
  });
});
