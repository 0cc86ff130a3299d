import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as add } from '@/app/api/management/conversation/add/route';
import { POST as createConversation } from '@/app/api/management/conversation/createConversation/route';
import { POST as update } from '@/app/api/management/conversation/updateConversation/route';
import { POST as remove } from '@/app/api/management/conversation/delete/route';
import { POST as query } from '@/app/api/management/conversation/query/route';
import { GET as copy } from '@/app/api/management/conversation/copyConversation/route';
import { GET as byId } from '@/app/api/management/conversation/getConversationById/route';
import { POST as rename } from '@/app/api/management/conversation/rename/route';
import { POST as setStatus } from '@/app/api/management/conversation/setStatus/route';
import { GET as share } from '@/app/api/conversation-api/share/url/route';
import type { Page } from '@/lib/contract/paging';
import type { SessionDto, SessionSummary, ShareUrl } from '@/features/sessions/contract';
import { publicSession, publicSessionByShareCode } from '@/features/sessions/server/sessions/public';
import { catalogueCharacters } from '@/features/catalogue/server/tables';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { ORIGIN, call, cookiePair } from '@/tests/integration/support/api';
import { loggedInAccount, loginWithPassword } from '@/tests/integration/support/accounts';
import {
  EN_VOICE,
  ZH_CHARACTER,
  ZH_VOICE,
  addSession,
  sessionBody,
  setPlan,
  storedFile,
} from './sessions-support';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

const M = '/management/conversation';
/** The field errors of a refused call. */
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields: { field: string; message: string }[] }).fields;

/** The caller's session list (the sample included). */
async function ownList(token: string, body: Record<string, unknown> = {}) {
  const { body: answer } = await call<Page<SessionSummary>>(query, `${M}/query`, { token, body });
  expect(answer.code).toBe(0);
  return answer.data;
}

describe('add and read a session', () => {
  it('stores the session and answers it with what the server derives', async () => {
    const { token } = await loggedInAccount();
    const { body } = await addSession(token, { conversationName: '银行大厅接待' });
    expect(body.code).toBe(0);
    const session = body.data;
    expect(session).toMatchObject({
      conversationName: '银行大厅接待',
      language: 'zh',
      status: 'published',
      sample: false,
      detailDto: {
        id: session.conversationId,
        proportion: '16:9',
        videoWidth: 1920,
        videoHeight: 1080,
        modelId: ZH_CHARACTER,
        modelName: '林悦',
        sceneType: 'builtin',
        ttsId: ZH_VOICE,
        ttsName: '小雅',
        ttsSource: 'espeak',
        ttsSpeaker: 'cmn+f3',
        backgroundDto: { type: 'builtin', backgroundId: 'b01-office', url: null, name: { zh: '现代办公室' } },
      },
    });
    expect(session.detailDto.humanProportion).toBeCloseTo(session.detailDto.humanHeight / 1080);
    expect(session.shareCode).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const read = await call<SessionDto>(byId, `${M}/getConversationById`, {
      token,
      query: { conversationId: session.conversationId },
    });
    expect(read.body.data).toEqual(session);
  });

  it('names the character and voice in English for an English session', async () => {
    const { token } = await loggedInAccount();
    const { body } = await addSession(token, {
      language: 'en',
      detailDto: { ...sessionBody().detailDto, ttsId: EN_VOICE },
    });
    expect(body.code).toBe(0);
    expect(body.data.detailDto).toMatchObject({ modelName: 'Lin Yue', ttsName: 'Ava (US)' });
  });

  it('uses the corporation’s uploaded background and page images', async () => {
    const { token, user } = await loggedInAccount();
    const background = await storedFile(user.corpId, 'background');
    const image = await storedFile(user.corpId, 'page-image');
    const base = sessionBody();
    const { body } = await addSession(token, {
      detailDto: { ...base.detailDto, backgroundDto: { type: 'upload', backgroundId: background.id } },
      pageDto: { ...base.pageDto, startImage: image.url, loadImage: image.url },
    });
    expect(body.code).toBe(0);
    expect(body.data.detailDto).toMatchObject({
      sceneType: 'upload',
      backgroundDto: { url: background.url },
    });
    const list = await ownList(token);
    expect(list.list.find((s) => s.conversationId === body.data.conversationId)?.background.url).toBe(
      background.url,
    );
  });
});

describe('spec §5 validation', () => {
  const base = sessionBody();
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name required', { conversationName: ' ' }, 'conversationName', 'required'],
    [
      'ratio required',
      { detailDto: { ...base.detailDto, proportion: '' } },
      'detailDto.proportion',
      'required',
    ],
    ['language required', { language: '' }, 'language', 'required'],
    ['voice required', { detailDto: { ...base.detailDto, ttsId: '' } }, 'detailDto.ttsId', 'voiceRequired'],
    ['speech recognition required', { asrType: '' }, 'asrType', 'required'],
    ['prologue required', { scriptDtoList: [] }, 'scriptDtoList.prologue', 'required'],
    [
      'wake word in wake mode',
      { isFreedom: false, scriptDtoList: base.scriptDtoList!.filter((s) => s.scriptType !== 'wakeWord') },
      'scriptDtoList.wakeWord',
      'required',
    ],
    [
      'prompt title required',
      { pageDto: { ...base.pageDto, promptTitle: '' } },
      'pageDto.promptTitle',
      'required',
    ],
    [
      'prompt content required',
      { pageDto: { ...base.pageDto, promptContent: '' } },
      'pageDto.promptContent',
      'required',
    ],
    [
      're-session text required',
      { pageDto: { ...base.pageDto, reSessionText: '' } },
      'pageDto.reSessionText',
      'required',
    ],
    [
      'continue text required',
      { pageDto: { ...base.pageDto, continueText: '' } },
      'pageDto.continueText',
      'required',
    ],
    ['busy text required', { pageDto: { ...base.pageDto, busyText: '' } }, 'pageDto.busyText', 'required'],
    [
      'network text required',
      { pageDto: { ...base.pageDto, networkText: '' } },
      'pageDto.networkText',
      'required',
    ],
    ['error text required', { pageDto: { ...base.pageDto, errorText: '' } }, 'pageDto.errorText', 'required'],
    [
      'character required',
      { detailDto: { ...base.detailDto, modelId: '' } },
      'detailDto.modelId',
      'characterRequired',
    ],
    [
      'character exists',
      { detailDto: { ...base.detailDto, modelId: 'c99-nobody' } },
      'detailDto.modelId',
      'characterRequired',
    ],
    [
      'background required',
      { detailDto: { ...base.detailDto, backgroundDto: { type: 'builtin', backgroundId: '' } } },
      'detailDto.backgroundDto.backgroundId',
      'required',
    ],
    [
      'background exists',
      { detailDto: { ...base.detailDto, backgroundDto: { type: 'builtin', backgroundId: 'b99-moon' } } },
      'detailDto.backgroundDto.backgroundId',
      'required',
    ],
    [
      'voice exists',
      { detailDto: { ...base.detailDto, ttsId: 'espeak:klingon' } },
      'detailDto.ttsId',
      'voiceRequired',
    ],
    [
      'start image required',
      { pageDto: { ...base.pageDto, startImage: '' } },
      'pageDto.startImage',
      'imageRequired',
    ],
    [
      'load image required',
      { pageDto: { ...base.pageDto, loadImage: '' } },
      'pageDto.loadImage',
      'imageRequired',
    ],
    [
      'start image built in or uploaded',
      { pageDto: { ...base.pageDto, startImage: 'builtin:no-such-image' } },
      'pageDto.startImage',
      'imageRequired',
    ],
    [
      'third-party URL https',
      { thirdIsUsed: true, thirdDto: { thirdUrl: 'http://bot.example.com/chat' } },
      'thirdDto.thirdUrl',
      'httpsRequired',
    ],
    [
      'third-party URL without Chinese',
      { thirdIsUsed: true, thirdDto: { thirdUrl: 'https://bot.example.com/聊天' } },
      'thirdDto.thirdUrl',
      'urlNoChinese',
    ],
    ['third-party URL when used', { thirdIsUsed: true, thirdDto: null }, 'thirdDto.thirdUrl', 'required'],
    ['model when chosen', { dataModelIsUsed: true, modelDtoList: [] }, 'modelDtoList', 'modelRequired'],
    [
      'Chinese session, English voice',
      { detailDto: { ...base.detailDto, ttsId: EN_VOICE } },
      'detailDto.ttsId',
      'voiceLanguageUnsupported',
    ],
    ['English session, Chinese voice', { language: 'en' }, 'detailDto.ttsId', 'voiceNotEnglish'],
  ];
  it.each(cases)('%s', async (_, overrides, field, message) => {
    const { token } = await loggedInAccount();
    const { body } = await addSession(token, overrides as never);
    expect(body.code).toBe(ApiCode.validation);
    expect(fieldsOf(body)).toContainEqual({
      field,
      message,
    });
    expect((await ownList(token)).list.filter((s) => !s.sample)).toHaveLength(0);
  });

  it('says in both languages that the fields are not valid', async () => {
    const { token } = await loggedInAccount();
    expect((await addSession(token, { conversationName: '' }, 'zh')).body.message).toBe(
      '提交的数据不正确，请检查后重试',
    );
    expect((await addSession(token, { conversationName: '' }, 'en')).body.message).toBe(
      'Some fields are not valid. Please check and retry.',
    );
  });

  it('refuses a retired character, another corporation’s background and page image', async () => {
    const db = await getDb();
    const { token } = await loggedInAccount();
    const other = await loggedInAccount();
    const background = await storedFile(other.user.corpId, 'background');
    const image = await storedFile(other.user.corpId, 'page-image');
    const { body } = await addSession(token, {
      detailDto: { ...base.detailDto, backgroundDto: { type: 'upload', backgroundId: background.id } },
      pageDto: { ...base.pageDto, startImage: image.url },
    });
    expect(fieldsOf(body)).toEqual(
      expect.arrayContaining([
        { field: 'detailDto.backgroundDto.backgroundId', message: 'required' },
        { field: 'pageDto.startImage', message: 'imageRequired' },
      ]),
    );
    await db
      .update(catalogueCharacters)
      .set({ retired: true })
      .where(eq(catalogueCharacters.characterCode, 'c02-wang-business'));
    const retired = await addSession(token, {
      detailDto: { ...base.detailDto, modelId: 'c02-wang-business' },
    });
    expect(fieldsOf(retired.body)).toContainEqual({
      field: 'detailDto.modelId',
      message: 'characterRequired',
    });
  });
});

describe('quick create', () => {
  it('creates a session from a character with the language’s defaults', async () => {
    const { token } = await loggedInAccount();
    const zh = await call<SessionDto>(createConversation, `${M}/createConversation`, {
      token,
      body: { characterCode: ZH_CHARACTER, language: 'zh' },
    });
    expect(zh.body.data).toMatchObject({
      conversationName: '我的数字人',
      language: 'zh',
      detailDto: { modelId: ZH_CHARACTER, ttsId: ZH_VOICE },
    });
    const en = await call<SessionDto>(createConversation, `${M}/createConversation`, {
      token,
      body: { characterCode: ZH_CHARACTER, language: 'en', conversationName: 'Front desk' },
    });
    expect(en.body.data).toMatchObject({ conversationName: 'Front desk', language: 'en' });
    expect(en.body.data.detailDto.ttsId).toMatch(/^espeak:en-/);
  });

  it('gives the session the background chosen in the newer flow, and refuses one that does not exist', async () => {
    const { token } = await loggedInAccount();
    const chosen = await call<SessionDto>(createConversation, `${M}/createConversation`, {
      token,
      body: {
        characterCode: ZH_CHARACTER,
        language: 'zh',
        backgroundDto: { type: 'builtin', backgroundId: 'b06-shop' },
      },
    });
    expect(chosen.body.data.detailDto.backgroundDto).toMatchObject({
      type: 'builtin',
      backgroundId: 'b06-shop',
    });
    const unknown = await call(createConversation, `${M}/createConversation`, {
      token,
      body: {
        characterCode: ZH_CHARACTER,
        language: 'zh',
        backgroundDto: { type: 'upload', backgroundId: 'someone-elses' },
      },
    });
    expect(unknown.body.code).toBe(ApiCode.validation);
  });

  it('refuses an unknown character', async () => {
    const { token } = await loggedInAccount();
    const { body } = await call(createConversation, `${M}/createConversation`, {
      token,
      body: { characterCode: 'c99-nobody' },
    });
    expect(body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'characterCode', message: 'characterRequired' }] },
    });
  });
});

describe('change a session', () => {
  it('saves the whole session and bumps its revision', async () => {
    const { token } = await loggedInAccount();
    const { data: created } = (await addSession(token)).body;
    const body = {
      ...sessionBody({ conversationName: '新名字', maxConversation: 7 }),
      conversationId: created.conversationId,
    };
    const saved = await call<SessionDto>(update, `${M}/updateConversation`, { token, body });
    expect(saved.body.data).toMatchObject({
      conversationName: '新名字',
      maxConversation: 7,
      shareCode: created.shareCode,
    });
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, created.conversationId));
    expect(row).toMatchObject({ name: '新名字', revision: 2 });
    const bad = await call(update, `${M}/updateConversation`, { token, body: { ...body, language: 'en' } });
    expect(bad.body.data).toEqual({ fields: [{ field: 'detailDto.ttsId', message: 'voiceNotEnglish' }] });
  });

  it('refuses a save over someone else’s newer one with 409; saving again from it overwrites', async () => {
    const { token } = await loggedInAccount();
    const { data: created } = (await addSession(token)).body;
    expect(created.revision).toBe(1);
    const from = { conversationId: created.conversationId, revision: created.revision };
    // Two editors opened revision 1; the first save wins it.
    const first = await call<SessionDto>(update, `${M}/updateConversation`, {
      token,
      body: { ...sessionBody({ conversationName: '甲的修改' }), ...from },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.revision).toBe(2);
    const mine = { ...sessionBody({ conversationName: '乙的修改' }), conversationId: created.conversationId };
    const second = await call(update, `${M}/updateConversation`, {
      token,
      body: { ...mine, revision: 1 },
      query: { lang: 'en' },
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(ApiCode.sessionChanged);
    expect(second.body.message).toMatch(/saved this session after you opened it/);
    expect(second.body.data).toMatchObject({ revision: 2 });
    const kept = await call<SessionDto>(byId, `${M}/getConversationById`, {
      token,
      query: { conversationId: created.conversationId },
    });
    expect(kept.body.data).toMatchObject({ conversationName: '甲的修改', revision: 2 });
    // Overwrite: the same values, naming the revision the refusal gave.
    const overwritten = await call<SessionDto>(update, `${M}/updateConversation`, {
      token,
      body: { ...mine, revision: 2 },
    });
    expect(overwritten.body.data).toMatchObject({ conversationName: '乙的修改', revision: 3 });
    // A rename is a save too; an unknown session stays 404 whatever the revision.
    await call(rename, `${M}/rename`, {
      token,
      body: { conversationId: created.conversationId, conversationName: '丙' },
    });
    const afterRename = await call(update, `${M}/updateConversation`, {
      token,
      body: { ...mine, revision: 3 },
    });
    expect(afterRename.body).toMatchObject({ code: ApiCode.sessionChanged, data: { revision: 4 } });
    const unknown = await call(update, `${M}/updateConversation`, {
      token,
      body: { ...mine, conversationId: 'no-such-session', revision: 1 },
    });
    expect(unknown.body.code).toBe(ApiCode.notFound);
  });

  it('renames, takes offline and publishes, deletes', async () => {
    const { token } = await loggedInAccount();
    const { conversationId } = (await addSession(token)).body.data;
    const renamed = await call<SessionDto>(rename, `${M}/rename`, {
      token,
      body: { conversationId, conversationName: '前台' },
    });
    expect(renamed.body.data.conversationName).toBe('前台');
    const emptyName = await call(rename, `${M}/rename`, {
      token,
      body: { conversationId, conversationName: '' },
    });
    expect(emptyName.body.data).toEqual({ fields: [{ field: 'conversationName', message: 'required' }] });
    const offline = await call<SessionDto>(setStatus, `${M}/setStatus`, {
      token,
      body: { conversationId, status: 'offline' },
    });
    expect(offline.body.data.status).toBe('offline');
    const db = await getDb();
    expect(await publicSession(db, sessionCatalogue, conversationId)).toBeNull();
    await call(setStatus, `${M}/setStatus`, { token, body: { conversationId, status: 'published' } });
    expect((await publicSession(db, sessionCatalogue, conversationId))?.conversationName).toBe('前台');
    expect((await call(remove, `${M}/delete`, { token, body: { conversationId } })).body).toMatchObject({
      code: 0,
      data: null,
    });
    const gone = await call(byId, `${M}/getConversationById`, { token, query: { conversationId } });
    expect(gone.body.code).toBe(ApiCode.notFound);
  });

  it('copies a session with a new share code and a name of at most 40 characters', async () => {
    const { token } = await loggedInAccount();
    const { data: original } = (await addSession(token, { conversationName: '迎宾' })).body;
    const zh = await call<SessionDto>(copy, `${M}/copyConversation`, {
      token,
      query: { conversationId: original.conversationId },
    });
    expect(zh.body.data).toMatchObject({ conversationName: '迎宾（副本）', sample: false });
    expect(zh.body.data.shareCode).not.toBe(original.shareCode);
    expect(zh.body.data.conversationId).not.toBe(original.conversationId);
    await setPlan(
      (
        await getDb().then((db) => db.select().from(sessions).where(eq(sessions.id, original.conversationId)))
      )[0]!.corpId,
      'standard',
    );
    const long = (await addSession(token, { conversationName: 'x'.repeat(40) })).body.data;
    const en = await call<SessionDto>(copy, `${M}/copyConversation`, {
      token,
      query: { conversationId: long.conversationId, lang: 'en' },
    });
    expect(en.body.data.conversationName).toBe(`${'x'.repeat(33)} (copy)`);
  });
});

describe('copy by GET', () => {
  it('copies for the web app’s cookie calls only, never for a link from another site', async () => {
    const account = await loggedInAccount();
    const { conversationId } = (await addSession(account.token)).body.data;
    const login = await loginWithPassword(account.email, account.password, {
      headers: { 'x-dh-client': 'web', origin: ORIGIN },
    });
    const cookie = cookiePair(login.setCookies, 'dh_session');
    const fromLink = await call(copy, `${M}/copyConversation`, { cookie, query: { conversationId } });
    expect(fromLink.body.code).toBe(ApiCode.badOrigin);
    const fromApp = await call<SessionDto>(copy, `${M}/copyConversation`, {
      cookie,
      query: { conversationId },
      headers: { 'x-dh-client': 'web' },
    });
    expect(fromApp.body.code).toBe(0);
  });
});

describe('the session list', () => {
  it('pages the newest change first and filters by name and language', async () => {
    const { token, user } = await loggedInAccount();
    await setPlan(user.corpId, 'standard');
    const first = (await addSession(token, { conversationName: '银行 A' })).body.data;
    await addSession(token, { conversationName: '医院 B' });
    await addSession(token, {
      conversationName: 'Hotel C',
      language: 'en',
      detailDto: { ...sessionBody().detailDto, ttsId: EN_VOICE },
    });
    await call(rename, `${M}/rename`, {
      token,
      body: { conversationId: first.conversationId, conversationName: '银行 A2' },
    });
    const all = await ownList(token);
    expect(all.total).toBe(4);
    expect(all.list.map((s) => s.conversationName)).toEqual([
      '银行 A2',
      'Hotel C',
      '医院 B',
      expect.any(String),
    ]);
    expect(all.list[3]).toMatchObject({ sample: true });
    const page2 = await ownList(token, { pageIndex: 2, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3 });
    expect(page2.list).toHaveLength(1);
    // The count rides on the page's rows; a page past the end still counts.
    expect(await ownList(token, { pageIndex: 3, pageSize: 3 })).toMatchObject({ total: 4, list: [] });
    expect((await ownList(token, { keyword: '银行' })).list.map((s) => s.conversationName)).toEqual([
      '银行 A2',
    ]);
    expect((await ownList(token, { keyword: '%' })).total).toBe(0);
    expect((await ownList(token, { language: 'en' })).list.map((s) => s.conversationName)).toEqual([
      'Hotel C',
    ]);
    const bad = await call(query, `${M}/query`, { token, body: { pageSize: 1000 } });
    expect(bad.body.data).toEqual({ fields: [{ field: 'pageSize', message: 'outOfRange' }] });
  });
});

describe('share link and public reads', () => {
  it('gives the share and preview paths; public reads see published sessions only', async () => {
    const { token } = await loggedInAccount();
    const { data: session } = (await addSession(token)).body;
    const { body } = await call<ShareUrl>(share, '/conversation-api/share/url', {
      token,
      query: { conversationId: session.conversationId },
    });
    expect(body.data).toEqual({
      shareCode: session.shareCode,
      sharePath: `/p/${session.shareCode}`,
      previewPath: `/preview/${session.conversationId}`,
      userPreviewPath: `/userPreview/${session.conversationId}`,
    });
    const db = await getDb();
    expect((await publicSessionByShareCode(db, sessionCatalogue, session.shareCode))?.conversationId).toBe(
      session.conversationId,
    );
    expect(await publicSessionByShareCode(db, sessionCatalogue, 'nope')).toBeNull();
    await call(setStatus, `${M}/setStatus`, {
      token,
      body: { conversationId: session.conversationId, status: 'offline' },
    });
    expect(await publicSessionByShareCode(db, sessionCatalogue, session.shareCode)).toBeNull();
  });
});

describe('another corporation’s session', () => {
  it('is not found on every endpoint, and stays untouched', async () => {
    const owner = await loggedInAccount();
    const { data: session } = (await addSession(owner.token)).body;
    const { token } = await loggedInAccount();
    const conversationId = session.conversationId;
    const answers = await Promise.all([
      call(byId, `${M}/getConversationById`, { token, query: { conversationId } }),
      call(copy, `${M}/copyConversation`, { token, query: { conversationId } }),
      call(share, '/conversation-api/share/url', { token, query: { conversationId } }),
      call(update, `${M}/updateConversation`, { token, body: { ...sessionBody(), conversationId } }),
      call(rename, `${M}/rename`, { token, body: { conversationId, conversationName: 'mine' } }),
      call(setStatus, `${M}/setStatus`, { token, body: { conversationId, status: 'offline' } }),
      call(remove, `${M}/delete`, { token, body: { conversationId } }),
    ]);
    for (const { body } of answers) expect(body.code).toBe(ApiCode.notFound);
    expect((await ownList(token)).list.map((s) => s.conversationId)).not.toContain(conversationId);
    const still = await call<SessionDto>(byId, `${M}/getConversationById`, {
      token: owner.token,
      query: { conversationId },
    });
    expect(still.body.data).toMatchObject({
      conversationName: session.conversationName,
      status: 'published',
    });
  });

  it('needs a login', async () => {
    expect((await call(query, `${M}/query`, { body: {} })).body.code).toBe(ApiCode.unauthenticated);
    expect((await call(add, `${M}/add`, { body: sessionBody() })).body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('the sample session', () => {
  it('is given once, even to parallel first reads, and stays deleted', async () => {
    const { token } = await loggedInAccount();
    const lists = await Promise.all([ownList(token), ownList(token), ownList(token)]);
    for (const list of lists) expect(list.list.filter((s) => s.sample)).toHaveLength(1);
    const [sample] = (await ownList(token)).list;
    expect(sample).toMatchObject({
      sample: true,
      language: 'zh',
      background: { backgroundId: 'b01-office' },
    });
    const full = (
      await call<SessionDto>(byId, `${M}/getConversationById`, {
        token,
        query: { conversationId: sample!.conversationId },
      })
    ).body.data;
    expect(full.scriptDtoList.find((s) => s.scriptType === 'prologue')?.scriptContent).toContain(
      '数字人平台',
    );
    expect(full.modelDtoList[0]?.prompt).toMatch(/Always answer in the language the visitor/);
    // No model is configured here: the sample does not use one (its prompt waits for the owner's choice).
    expect(full.dataModelIsUsed).toBe(false);
    await call(remove, `${M}/delete`, { token, body: { conversationId: sample!.conversationId } });
    expect((await ownList(token)).total).toBe(0);
  });
});
