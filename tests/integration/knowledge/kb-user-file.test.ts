import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSessionRoute } from '@/app/api/management/conversation/getConversationById/route';
import { DELETE as delFileRoute } from '@/app/api/management/kbUserFile/delFile/route';
import { GET as listRoute } from '@/app/api/management/kbUserFile/listFilesForConversation/route';
import { POST as attachRoute } from '@/app/api/management/kbUserFile/uploadFileUrls/route';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import type { SessionDto } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addSession, setPlan } from '@/tests/integration/sessions/sessions-support';
import { uploadDocument } from './documents-support';

const LIST = '/management/kbUserFile/listFilesForConversation';
const ATTACH = '/management/kbUserFile/uploadFileUrls';

let token: string;
let other: string;
beforeAll(async () => {
  const accounts = await Promise.all([loggedInAccount(), loggedInAccount()]);
  [{ token }, { token: other }] = accounts;
  // More sessions than a trial may create.
  await Promise.all(accounts.map((account) => setPlan(account.user.corpId, 'standard')));
});

const newSession = async (owner = token) => (await addSession(owner)).body.data.conversationId;
const newFile = async (name: string, owner = token) => (await uploadDocument(owner, name)).body.data.fileId;
const list = (conversationId: string, owner = token) =>
  call<KnowledgeFileDto[]>(listRoute, LIST, { token: owner, query: { conversationId } });
const attach = (conversationId: string, fileIds: string[], owner = token) =>
  call<KnowledgeFileDto[]>(attachRoute, ATTACH, { token: owner, body: { conversationId, fileIds } });
const revisionOf = async (id: string) =>
  (await (await getDb()).select().from(sessions).where(eq(sessions.id, id)))[0]!.revision;

describe("a session's documents (kbUserFile)", () => {
  it('attaches documents to a session, turns answering from documents on, and lists them', async () => {
    const conversationId = await newSession();
    expect((await list(conversationId)).body.data).toEqual([]);
    const pdf = await newFile('english.pdf');
    const docx = await newFile('chinese.docx');
    const revision = await revisionOf(conversationId);
    const attached = await attach(conversationId, [pdf, docx]);
    expect(attached.body.code).toBe(0);
    expect(attached.body.data.map((file) => file.fileId)).toEqual([pdf, docx]);
    expect(await revisionOf(conversationId)).toBe(revision + 1);
    const session = await call<SessionDto>(getSessionRoute, '/management/conversation/getConversationById', {
      token,
      query: { conversationId },
    });
    expect(session.body.data).toMatchObject({
      fileIsUsed: true,
      kbConversationDto: { fileIds: [pdf, docx] },
    });
    // Attaching again adds only what is new, in order.
    const third = await newFile('chinese.doc');
    await attach(conversationId, [docx, third]);
    const listed = await list(conversationId);
    expect(listed.body.data.map((file) => [file.fileId, file.name, file.type])).toEqual([
      [pdf, 'english.pdf', 'pdf'],
      [docx, 'chinese.docx', 'docx'],
      [third, 'chinese.doc', 'doc'],
    ]);
  });

  it('refuses another corporation’s document or session as not found, and changes nothing', async () => {
    const conversationId = await newSession();
    const mine = await newFile('english.pdf');
    const theirs = await newFile('english.pdf', other);
    expect((await attach(conversationId, [mine, theirs])).body.code).toBe(ApiCode.notFound);
    expect((await attach(conversationId, ['no-such-file'])).body.code).toBe(ApiCode.notFound);
    expect((await list(conversationId)).body.data).toEqual([]);
    const theirSession = await newSession(other);
    expect((await attach(theirSession, [mine])).body.code).toBe(ApiCode.notFound);
    expect((await list(theirSession)).body.code).toBe(ApiCode.notFound);
    expect((await list(conversationId, other)).body.code).toBe(ApiCode.notFound);
  });

  it('checks the request: ids required, at most 100 per call', async () => {
    const conversationId = await newSession();
    const none = await attach(conversationId, []);
    expect(none.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'fileIds', message: 'required' }] },
    });
    const many = await attach(
      conversationId,
      Array.from({ length: 101 }, (_, n) => `f${n}`),
    );
    expect(many.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'fileIds', message: 'tooMany' }] },
    });
  });

  it('leaves a deleted document out of the session’s list', async () => {
    const conversationId = await newSession();
    const kept = await newFile('english.pdf');
    const dropped = await newFile('chinese.docx');
    await attach(conversationId, [kept, dropped]);
    await call(delFileRoute, '/management/kbUserFile/delFile', {
      token,
      method: 'DELETE',
      query: { fileId: dropped },
    });
    expect((await list(conversationId)).body.data.map((file) => file.fileId)).toEqual([kept]);
  });
});
