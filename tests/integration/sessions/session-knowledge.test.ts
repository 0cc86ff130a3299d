import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateRoute } from '@/app/api/management/conversation/updateConversation/route';
import { GET as getSessionRoute } from '@/app/api/management/conversation/getConversationById/route';
import type { SessionDto } from '@/features/sessions/contract';
import { ApiCode } from '@/lib/contract/codes';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addCategory, addDocument } from '@/tests/integration/knowledge/retrieval-support';
import { addSession, sessionBody } from './sessions-support';

// Issue 19 §2.7: a session names FAQ categories and documents of its own corporation's knowledge base only.

type Account = Awaited<ReturnType<typeof loggedInAccount>>;
let owner: Account;
let other: Account;

beforeAll(async () => {
  [owner, other] = await Promise.all([loggedInAccount(), loggedInAccount()]);
});

const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: { field: string; message: string }[] }).fields ?? [];

const read = async (conversationId: string) =>
  (
    await call<SessionDto>(getSessionRoute, '/management/conversation/getConversationById', {
      token: owner.token,
      query: { conversationId },
    })
  ).body.data;

describe('the knowledge a session names', () => {
  it("refuses another corporation's FAQ categories and documents on save, field by field, and keeps nothing", async () => {
    const session = (await addSession(owner.token)).body.data;
    const mine = {
      category: await addCategory(owner.user.corpId),
      file: await addDocument(owner.user.corpId, 'a.docx', ['x']),
    };
    const theirs = {
      category: await addCategory(other.user.corpId),
      file: await addDocument(other.user.corpId, 'b.docx', ['y']),
    };
    const save = (categoryIds: string[], fileIds: string[]) =>
      call<SessionDto>(updateRoute, '/management/conversation/updateConversation', {
        token: owner.token,
        body: {
          ...sessionBody({ conversationName: session.conversationName }),
          conversationId: session.conversationId,
          knowledgeIsUsed: true,
          knowledgeDtoList: categoryIds.map((knowledgeId) => ({ knowledgeId })),
          fileIsUsed: true,
          kbConversationDto: { fileIds },
        },
      });

    const refused = await save([mine.category, theirs.category], [theirs.file, mine.file]);
    expect(refused.body.code).toBe(ApiCode.validation);
    expect(fieldsOf(refused.body)).toEqual([
      { field: 'knowledgeDtoList.1.knowledgeId', message: expect.any(String) },
      { field: 'kbConversationDto.fileIds.0', message: expect.any(String) },
    ]);
    const stored = await read(session.conversationId);
    expect(stored.knowledgeDtoList.map((k) => k.knowledgeId)).not.toContain(theirs.category);
    expect(stored.kbConversationDto.fileIds).not.toContain(theirs.file);

    const saved = await save([mine.category], [mine.file]);
    expect(saved.body.code).toBe(0);
    expect((await read(session.conversationId)).kbConversationDto.fileIds).toEqual([mine.file]);
  });

  it('refuses them when a session is created too', async () => {
    const category = await addCategory(other.user.corpId);
    const created = await addSession(owner.token, {
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: category }],
    });
    expect(created.body.code).toBe(ApiCode.validation);
    expect(fieldsOf(created.body)).toEqual([
      { field: 'knowledgeDtoList.0.knowledgeId', message: expect.any(String) },
    ]);
  });
});
