import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as backgroundList } from '@/app/api/conversation-api/background/list/route';
import { GET as characterList } from '@/app/api/conversation-api/character/list/route';
import { POST as ttsDictionary } from '@/app/api/conversation-api/tts/dictionaryList/route';
import { GET as sceneRobotList } from '@/app/api/management/background/querySceneRobotList/route';
import { GET as availableLanguages } from '@/app/api/management/conversation/availableLanguages/route';
import { GET as groupBaseList } from '@/app/api/management/conversation/queryGroupBaseList/route';
import { GET as ttsModelList } from '@/app/api/management/conversation/queryTtsModelList/route';
import { GET as globalSet } from '@/app/api/management/globalSet/queryGlobalSet/route';
import { GET as proportionList } from '@/app/api/management/proportion/queryProportionList/route';
import { GET as asrList } from '@/app/api/management/speechSkill/queryAsrList/route';
import { GET as speechSkillList } from '@/app/api/management/speechSkill/querySpeechSkillList/route';
import { GET as speechSkillTypes } from '@/app/api/management/speechSkill/queryTypeList/route';
import { GET as ttsEngines } from '@/app/api/management/ttsModel/queryTtsOneLevelTypeList/route';
import { POST as ttsSynthesis } from '@/app/api/management/ttsModel/ttsSynthesis/route';
import type { Page } from '@/lib/contract/paging';
import {
  cataloguePaths,
  type BackgroundItem,
  type CharacterDto,
  type ProportionDto,
} from '@/features/catalogue/contract/catalogue';
import { speechPaths, type TtsEngineDto, type VoiceDto } from '@/features/speech/contract';
import {
  SCRIPT_TYPES,
  sessionPaths,
  type DefaultConfig,
  type GlobalSettings,
  type OptionDto,
  type Script,
  type SessionLanguage,
} from '@/features/sessions/contract';
import { SCENE_STYLES } from '@/features/catalogue/server/scene-styles';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/storage/tables';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

type Handler = (request: Request) => Promise<Response>;

const ENDPOINTS: Array<[string, Handler, string, 'GET' | 'POST']> = [
  ['character list', characterList, cataloguePaths.characterList, 'GET'],
  ['background list', backgroundList, cataloguePaths.backgroundList, 'GET'],
  ['scene list', sceneRobotList, cataloguePaths.backgroundSceneRobotList, 'GET'],
  ['voice dictionary', ttsDictionary, speechPaths.ttsDictionary, 'POST'],
  ['voice list', ttsModelList, speechPaths.ttsModelList, 'GET'],
  ['engines', ttsEngines, speechPaths.ttsOneLevelTypes, 'GET'],
  ['audition', ttsSynthesis, speechPaths.ttsSynthesis, 'POST'],
  ['proportions', proportionList, cataloguePaths.proportionList, 'GET'],
  ['languages', availableLanguages, sessionPaths.availableLanguages, 'GET'],
  ['speech recognition', asrList, speechPaths.asrList, 'GET'],
  ['script types', speechSkillTypes, sessionPaths.speechSkillTypes, 'GET'],
  ['default scripts', speechSkillList, sessionPaths.speechSkillList, 'GET'],
  ['global settings', globalSet, sessionPaths.globalSet, 'GET'],
  ['defaults by language', groupBaseList, sessionPaths.groupBaseList, 'GET'],
];

let token: string;
let corpId: string;

beforeAll(async () => {
  const account = await loggedInAccount();
  token = account.token;
  corpId = account.user.corpId;
});

const get = <T>(handler: Handler, path: string, query: Record<string, string> = {}) =>
  call<T>(handler, path, { token, query });

describe('the catalogue API', () => {
  it.each(ENDPOINTS)('%s asks for a login', async (_, handler, path, method) => {
    const { status, body } = await call(handler, path, { method, body: method === 'POST' ? {} : undefined });
    expect(status).toBe(401);
    expect(body.code).toBe(ApiCode.unauthenticated);
    expect(body.data).toBeNull();
  });

  it.each(ENDPOINTS)('%s refuses another user’s ids', async (_, handler, path, method) => {
    const query = method === 'GET' ? { corpId: 'someone-else' } : undefined;
    const { body } = await call(handler, path, {
      token,
      method,
      query,
      body: method === 'POST' ? { corpId: 'someone-else' } : undefined,
    });
    expect(body.code).toBe(ApiCode.forbidden);
  });
});

describe('GET character/list', () => {
  it('lists at least 40 characters in catalogue order, on one page by default', async () => {
    const { body } = await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList, {
      pageIndex: '1',
      pageSize: '100000',
    });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    expect(body.data.list).toHaveLength(body.data.total);
    const sorts = body.data.list.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const first = body.data.list[0]!;
    expect(first).toMatchObject({
      characterCode: expect.any(String),
      name: { zh: expect.any(String), en: expect.any(String) },
      ttsId: expect.stringMatching(/^(espeak|browser):/),
    });
    expect(first.look).toMatchObject({ skin: expect.any(String), outfit: expect.any(Object) });
  });

  it('pages: the second page of 10 starts where the first ends', async () => {
    const all = (await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList)).body.data.list;
    const { body } = await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList, {
      pageIndex: '2',
      pageSize: '10',
    });
    expect(body.data).toMatchObject({ pageIndex: 2, pageSize: 10, total: all.length });
    expect(body.data.list.map((c) => c.characterCode)).toEqual(all.slice(10, 20).map((c) => c.characterCode));
    const beyond = await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList, {
      pageIndex: '99',
      pageSize: '10',
    });
    expect(beyond.body.data.list).toEqual([]);
  });

  it('filters by gender, age group, style and language together', async () => {
    const { body } = await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList, {
      gender: 'female',
      ageGroup: 'adult',
      style: 'business',
      language: 'zh',
    });
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const c of body.data.list) {
      expect(c).toMatchObject({ gender: 'female', ageGroup: 'adult' });
      expect(c.styles).toContain('business');
      expect(c.languages).toContain('zh');
    }
    const medical = await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList, {
      style: 'medical',
    });
    expect(medical.body.data.total).toBeGreaterThan(0);
    for (const c of medical.body.data.list) expect(c.styles).toContain('medical');
  });

  it.each([
    [{ pageSize: '100001' }, 'pageSize', 'outOfRange'],
    [{ pageIndex: '0' }, 'pageIndex', 'outOfRange'],
    [{ pageIndex: 'one' }, 'pageIndex', 'invalid'],
    [{ gender: 'robot' }, 'gender', 'invalid'],
    [{ language: 'fr' }, 'language', 'invalid'],
    [{ style: 'x'.repeat(31) }, 'style', 'tooLong'],
  ])('refuses %j with a field error', async (query, field, message) => {
    const { status, body } = await get(characterList, cataloguePaths.characterList, query);
    expect(status).toBe(400);
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({ fields: [{ field, message }] });
  });

  it('answers validation failures in English on lang=en', async () => {
    const { body } = await get(characterList, cataloguePaths.characterList, { gender: 'x', lang: 'en' });
    expect(body.message).toBe('Some fields are not valid. Please check and retry.');
  });
});

describe('GET background/list and querySceneRobotList', () => {
  let otherToken: string;

  beforeAll(async () => {
    const other = await loggedInAccount();
    otherToken = other.token;
    const otherCorp = other.user.corpId;
    const db = await getDb();
    const row = (corp: string, name: string, createdAt: Date) => ({
      id: randomUUID(),
      corpId: corp,
      key: `bg/${randomUUID()}.png`,
      purpose: 'background',
      name,
      mimeType: 'image/png',
      size: 1234,
      width: 1920,
      height: 1080,
      createdAt,
    });
    await db
      .insert(storedFiles)
      .values([
        row(corpId, 'older.png', new Date('2026-01-01T00:00:00Z')),
        row(corpId, 'newer.png', new Date('2026-02-01T00:00:00Z')),
        { ...row(corpId, 'deleted.png', new Date('2026-03-01T00:00:00Z')), deletedAt: new Date() },
        { ...row(corpId, 'start.png', new Date('2026-03-01T00:00:00Z')), purpose: 'page-image' },
        row(otherCorp, 'theirs.png', new Date('2026-03-01T00:00:00Z')),
      ]);
  });

  it('lists at least 12 built-in scenes', async () => {
    const { body } = await get<BackgroundItem[]>(sceneRobotList, cataloguePaths.backgroundSceneRobotList);
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.every((b) => b.type === 'builtin' && b.url === null)).toBe(true);
    expect(body.data[0]).toMatchObject({ backgroundId: 'b01-office', name: { zh: '现代办公室' } });
  });

  it('puts the scenes that suit a character’s styles first, then the others, then only the caller’s uploads', async () => {
    const characters = (await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList)).body.data
      .list;
    const nurse = characters.find((c) => c.styles.includes('medical') && c.styles.includes('service'))!;
    const { body } = await get<BackgroundItem[]>(backgroundList, cataloguePaths.backgroundList, {
      characterCode: nurse.characterCode,
    });
    expect(body.code).toBe(0);
    const builtin = body.data.filter((b) => b.type === 'builtin').map((b) => b.backgroundId);
    expect(builtin[0]).toBe('b03-hospital-desk');
    const suits = (code: string) => (SCENE_STYLES[code] ?? []).some((style) => nurse.styles.includes(style));
    const firstOther = builtin.findIndex((code) => !suits(code));
    expect(firstOther).toBeGreaterThan(1);
    expect(builtin.slice(firstOther).some(suits)).toBe(false);
    const scenes = (await get<BackgroundItem[]>(sceneRobotList, cataloguePaths.backgroundSceneRobotList)).body
      .data;
    expect([...builtin].sort()).toEqual(scenes.map((b) => b.backgroundId).sort());
    const uploads = body.data.filter((b) => b.type === 'upload');
    expect(uploads.map((b) => b.name.en)).toEqual(['newer.png', 'older.png']);
    expect(uploads[0]!.url).toMatch(/^\/api\/files\/bg\/[0-9a-f-]+\.png$/);
    expect(body.data.slice(-2)).toEqual(uploads);
  });

  it('orders a banker’s scenes with the bank hall before the classroom', async () => {
    const characters = (await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList)).body.data
      .list;
    const banker = characters.find((c) => c.styles.includes('finance') && !c.styles.includes('academic'))!;
    const { body } = await get<BackgroundItem[]>(backgroundList, cataloguePaths.backgroundList, {
      characterCode: banker.characterCode,
    });
    const ids = body.data.map((b) => b.backgroundId);
    expect(ids.indexOf('b02-bank-hall')).toBeLessThan(ids.indexOf('b04-classroom'));
  });

  it('without a character, lists the scenes in catalogue order and the uploads', async () => {
    const { body } = await get<BackgroundItem[]>(backgroundList, cataloguePaths.backgroundList);
    expect(body.data[0]!.backgroundId).toBe('b01-office');
    expect(body.data.filter((b) => b.type === 'upload')).toHaveLength(2);
  });

  it('answers 40400 for an unknown character, in both languages', async () => {
    const zh = await get(backgroundList, cataloguePaths.backgroundList, { characterCode: 'nobody' });
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: ApiCode.notFound, message: '未找到该数字人形象', data: null });
    const en = await get(backgroundList, cataloguePaths.backgroundList, {
      characterCode: 'nobody',
      lang: 'en',
    });
    expect(en.body.message).toBe('This character does not exist.');
  });

  it('shows the other corporation its own upload and none of ours', async () => {
    const { body } = await call<BackgroundItem[]>(backgroundList, cataloguePaths.backgroundList, {
      token: otherToken,
    });
    expect(body.data.filter((b) => b.type === 'upload').map((b) => b.name.en)).toEqual(['theirs.png']);
  });
});

describe('voices and engines', () => {
  it('lists every engine’s voices, and filters them by language and engine', async () => {
    const all = await call<VoiceDto[]>(ttsDictionary, speechPaths.ttsDictionary, { token, body: {} });
    expect(all.body.code).toBe(0);
    const engines = new Set(all.body.data.map((v) => v.engine));
    expect(engines).toEqual(new Set(['espeak', 'browser']));
    const english = await call<VoiceDto[]>(ttsDictionary, speechPaths.ttsDictionary, {
      token,
      body: { language: 'en', engine: 'espeak' },
    });
    expect(english.body.data.length).toBeGreaterThan(0);
    for (const voice of english.body.data) {
      expect(voice.engine).toBe('espeak');
      expect(voice.languages).toContain('en');
      expect(voice.sampleText.en).toBeTruthy();
    }
    const japanese = await get<VoiceDto[]>(ttsModelList, speechPaths.ttsModelList, { language: 'ja' });
    expect(japanese.body.data.map((v) => v.ttsId)).toEqual(['browser:ja']);
  });

  it('refuses an unknown engine or language', async () => {
    const { body } = await call(ttsDictionary, speechPaths.ttsDictionary, {
      token,
      body: { engine: 'robot', language: 'fr' },
    });
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({
      fields: [
        { field: 'language', message: 'invalid' },
        { field: 'engine', message: 'invalid' },
      ],
    });
  });

  it('names the engines, and only the device does not synthesize on the server', async () => {
    const { body } = await get<TtsEngineDto[]>(ttsEngines, speechPaths.ttsOneLevelTypes);
    expect(body.data).toEqual([
      { engine: 'espeak', name: expect.any(Object), serverSynthesis: true },
      { engine: 'browser', name: expect.any(Object), serverSynthesis: false },
    ]);
  });

  it('gives every character a default voice that the dictionary offers and that speaks its first language', async () => {
    const voices = (await call<VoiceDto[]>(ttsDictionary, speechPaths.ttsDictionary, { token, body: {} }))
      .body.data;
    const characters = (await get<Page<CharacterDto>>(characterList, cataloguePaths.characterList)).body.data
      .list;
    for (const character of characters) {
      const voice = voices.find((v) => v.ttsId === character.ttsId);
      expect(voice, character.characterCode).toBeDefined();
      expect(voice!.languages).toContain(character.languages[0]);
    }
  });
});

describe('the rest of the catalogue', () => {
  it('lists the four ratios with 16:9 at 1920×1080 as the default', async () => {
    const { body } = await get<ProportionDto[]>(proportionList, cataloguePaths.proportionList);
    expect(body.data).toEqual([
      { proportion: '16:9', videoWidth: 1920, videoHeight: 1080, isDefault: true },
      { proportion: '9:16', videoWidth: 1080, videoHeight: 1920, isDefault: false },
      { proportion: '4:3', videoWidth: 1440, videoHeight: 1080, isDefault: false },
      { proportion: '1:1', videoWidth: 1080, videoHeight: 1080, isDefault: false },
    ]);
  });

  it('offers zh, en and ja', async () => {
    const { body } = await get<OptionDto[]>(availableLanguages, sessionPaths.availableLanguages);
    expect(body.data.map((o) => [o.value, o.available])).toEqual([
      ['zh', true],
      ['en', true],
      ['ja', true],
    ]);
    expect(body.data[1]!.name).toEqual({ zh: '英文', en: 'English' });
  });

  it('offers the browser’s speech recognition, and the server’s only once it is configured', async () => {
    const before = await get<OptionDto[]>(asrList, speechPaths.asrList);
    expect(before.body.data.map((o) => [o.value, o.available])).toEqual([
      ['browser', true],
      ['server', false],
    ]);
    process.env.ASR_OPENAI_URL = 'https://asr.example.com/v1';
    try {
      const after = await get<OptionDto[]>(asrList, speechPaths.asrList);
      expect(after.body.data.find((o) => o.value === 'server')!.available).toBe(true);
    } finally {
      delete process.env.ASR_OPENAI_URL;
    }
  });

  it('names the eight script types in zh and en', async () => {
    const { body } = await get<OptionDto[]>(speechSkillTypes, sessionPaths.speechSkillTypes);
    expect(body.data.map((o) => o.value)).toEqual([...SCRIPT_TYPES]);
    expect(body.data[0]!.name).toEqual({ zh: '唤醒词', en: 'Wake word' });
  });

  it.each<[SessionLanguage, RegExp]>([
    ['zh', /\p{Script=Han}/u],
    ['en', /^[\x20-\x7e]+$/],
    ['ja', /\p{Script=Hiragana}/u],
  ])('gives the default %s scripts, one per type', async (language, script) => {
    const { body } = await get<Script[]>(speechSkillList, sessionPaths.speechSkillList, { language });
    expect(body.data.map((s) => s.scriptType)).toEqual([...SCRIPT_TYPES]);
    for (const s of body.data) expect(s.scriptContent).toMatch(script);
  });

  it('refuses a script language it does not have', async () => {
    const { body } = await get(speechSkillList, sessionPaths.speechSkillList, { language: 'de' });
    expect(body.data).toEqual({ fields: [{ field: 'language', message: 'invalid' }] });
  });

  it('gives the global settings with the defaults of zh, en and ja and the built-in page images', async () => {
    const { body } = await get<GlobalSettings>(globalSet, sessionPaths.globalSet);
    expect(body.data).toMatchObject({
      languages: ['zh', 'en', 'ja'],
      defaultProportion: '16:9',
      avatarFrame: { width: 540, height: 960 },
      maxTrialSessions: 2,
      maxDigitalHumans: 10,
      imageMaxBytes: 2 * 1024 * 1024,
      defaultModelCode: 60,
    });
    expect(body.data.builtinImages.map((i) => i.code)).toEqual(['start-default', 'load-default']);
    for (const language of ['zh', 'en', 'ja'] as const) {
      const config = body.data.defaultConfig[language];
      expect(config.language).toBe(language);
      expect(config.baseInfo.name).toBeTruthy();
      expect(config.baseSpeech).toHaveLength(SCRIPT_TYPES.length);
      expect(config.page.promptTitle).toBeTruthy();
      expect(config.maxSessionCount).toBeGreaterThan(0);
    }
    const grouped = await get<Record<SessionLanguage, DefaultConfig>>(
      groupBaseList,
      sessionPaths.groupBaseList,
    );
    expect(grouped.body.data).toEqual(body.data.defaultConfig);
  });
});
