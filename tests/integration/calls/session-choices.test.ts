import { afterEach, describe, expect, it } from 'vitest';
import { GET as dialogRoute } from '@/app/api/conversation-api/dialogPlatform/list/route';
import { GET as sceneRobotRoute } from '@/app/api/management/conversation/querySceneRobotList/route';
import { GET as listSceneRoute } from '@/app/api/management/scene/listScene/route';
import {
  GET as speechSkillGet,
  POST as speechSkillPost,
} from '@/app/api/management/speechSkill/querySpeechSkillList/route';
import {
  choicePaths,
  type DialogPlatformDto,
  type SceneRobotDto,
  type SceneTemplateDto,
} from '@/features/sessions/catalogue-choices';
import type { Script } from '@/features/sessions/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';

// Spec §7: the dialog platform list, scene/listScene, conversation/querySceneRobotList and the speech skills by page.

const ZH_EN_CHARACTER = 'c01-lin-business';
const ZH_ONLY_CHARACTER = 'c03-chen-finance';

afterEach(() => {
  delete process.env.LLM_B_BASE_URL;
  delete process.env.LLM_B_MODEL;
});

const stateOf = (list: DialogPlatformDto[]) =>
  Object.fromEntries(list.map((p) => [p.platform, p.available ? 'yes' : p.reason]));

describe('the dialog platform list', () => {
  it('names the engines a character can use in a language, with why not', async () => {
    const { token } = await loggedInAccount();
    const ask = (characterCode: string, language?: string) =>
      call<DialogPlatformDto[]>(dialogRoute, choicePaths.dialogPlatformList, {
        token,
        query: { characterCode, ...(language ? { language } : {}) },
      });
    // The spec asks with zh; without a language it is zh too.
    const zh = await ask(ZH_EN_CHARACTER);
    expect(zh.body.code).toBe(0);
    expect(stateOf(zh.body.data)).toEqual({
      modelA: 'notConfigured',
      modelB: 'notConfigured',
      thirdParty: 'yes',
      scriptsOnly: 'yes',
    });
    process.env.LLM_B_BASE_URL = 'http://models.internal:8000/v1';
    process.env.LLM_B_MODEL = 'speedy-7b';
    expect(stateOf((await ask(ZH_EN_CHARACTER, 'en')).body.data)).toMatchObject({
      modelA: 'notConfigured',
      modelB: 'yes',
    });
    expect(stateOf((await ask(ZH_ONLY_CHARACTER, 'en')).body.data)).toEqual({
      modelA: 'languageUnsupported',
      modelB: 'languageUnsupported',
      thirdParty: 'languageUnsupported',
      scriptsOnly: 'languageUnsupported',
    });
  });

  it('refuses an unknown character, bad input and callers without a login', async () => {
    const { token } = await loggedInAccount();
    const unknown = await call(dialogRoute, choicePaths.dialogPlatformList, {
      token,
      query: { characterCode: 'c99-nobody', lang: 'en' },
    });
    expect(unknown.body.code).toBe(ApiCode.notFound);
    expect(unknown.body.message).toBe('This character does not exist.');
    const bad = await call(dialogRoute, choicePaths.dialogPlatformList, {
      token,
      query: { characterCode: ZH_EN_CHARACTER, language: 'xx', lang: 'en' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ fields: [{ field: 'language', message: 'invalid' }] });
    const none = await call(dialogRoute, choicePaths.dialogPlatformList, { token, query: {} });
    expect(none.body.data).toEqual({ fields: [{ field: 'characterCode', message: 'invalid' }] });
    const anonymous = await call(dialogRoute, choicePaths.dialogPlatformList, {
      query: { characterCode: ZH_EN_CHARACTER },
    });
    expect(anonymous.body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('scene templates', () => {
  it('offers the five industries in the session language, on built-in scenes', async () => {
    const { token } = await loggedInAccount();
    const zh = await call<SceneTemplateDto[]>(listSceneRoute, choicePaths.listScene, {
      token,
      query: { language: 'zh' },
    });
    expect(zh.body.data.map((t) => t.industry)).toEqual([
      'bank',
      'hospital',
      'government',
      'retail',
      'education',
    ]);
    const bank = zh.body.data[0]!;
    expect(bank).toMatchObject({
      language: 'zh',
      name: '银行网点',
      background: {
        type: 'builtin',
        backgroundId: 'b02-bank-hall',
        name: { zh: '银行大厅', en: 'Bank hall' },
      },
    });
    expect(bank.scenes.length).toBeGreaterThanOrEqual(3);
    const en = await call<SceneTemplateDto[]>(listSceneRoute, choicePaths.listScene, {
      token,
      query: { language: 'ja', industry: 'hospital' },
    });
    expect(en.body.data).toHaveLength(1);
    expect(en.body.data[0]).toMatchObject({
      industry: 'hospital',
      language: 'en',
      name: 'Hospital reception',
    });
  });

  it('refuses an industry it does not know and callers without a login', async () => {
    const { token } = await loggedInAccount();
    const bad = await call(listSceneRoute, choicePaths.listScene, { token, query: { industry: 'mining' } });
    expect(bad.body.code).toBe(ApiCode.validation);
    expect(bad.body.data).toEqual({ fields: [{ field: 'industry', message: 'invalid' }] });
    expect((await call(listSceneRoute, choicePaths.listScene)).body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('recommended character and scene pairs', () => {
  it('pairs each industry scene with a character of its style, speaking the language asked for', async () => {
    const { token } = await loggedInAccount();
    const all = await call<SceneRobotDto[]>(sceneRobotRoute, choicePaths.sceneRobotList, { token });
    expect(all.body.code).toBe(0);
    expect(all.body.data.map((p) => p.industry)).toEqual([
      'bank',
      'hospital',
      'government',
      'retail',
      'education',
    ]);
    expect(all.body.data[0]).toMatchObject({
      backgroundId: 'b02-bank-hall',
      backgroundName: { en: 'Bank hall' },
    });
    const en = await call<SceneRobotDto[]>(sceneRobotRoute, choicePaths.sceneRobotList, {
      token,
      query: { language: 'en' },
    });
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.data.map((p) => p.characterCode)).not.toContain(ZH_ONLY_CHARACTER);
    const bad = await call(sceneRobotRoute, choicePaths.sceneRobotList, { token, query: { language: 'xx' } });
    expect(bad.body.code).toBe(ApiCode.validation);
    expect((await call(sceneRobotRoute, choicePaths.sceneRobotList)).body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('speech skills by page', () => {
  it('answers the GET list a page at a time on POST, by script type', async () => {
    const { token } = await loggedInAccount();
    const whole = await call<Script[]>(speechSkillGet, choicePaths.speechSkillList, {
      token,
      query: { language: 'en' },
    });
    const first = await call<Page<Script>>(speechSkillPost, choicePaths.speechSkillList, {
      token,
      body: { language: 'en', pageIndex: 1, pageSize: 3 },
    });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: whole.body.data.length, pageIndex: 1, pageSize: 3 });
    expect(first.body.data.list).toEqual(whole.body.data.slice(0, 3));
    const second = await call<Page<Script>>(speechSkillPost, choicePaths.speechSkillList, {
      token,
      body: { language: 'en', pageIndex: 2, pageSize: 3 },
    });
    expect(second.body.data.list).toEqual(whole.body.data.slice(3, 6));
    const prologue = await call<Page<Script>>(speechSkillPost, choicePaths.speechSkillList, {
      token,
      body: { language: 'zh', scriptType: 'prologue' },
    });
    expect(prologue.body.data.list.map((s) => s.scriptType)).toEqual(['prologue']);
  });

  it('refuses a bad page and callers without a login', async () => {
    const { token } = await loggedInAccount();
    const bad = await call(speechSkillPost, choicePaths.speechSkillList, {
      token,
      body: { pageSize: 1000, scriptType: 'shout' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'pageSize', message: 'outOfRange' },
        { field: 'scriptType', message: 'invalid' },
      ]),
    });
    const anonymous = await call(speechSkillPost, choicePaths.speechSkillList, { body: {} });
    expect(anonymous.body.code).toBe(ApiCode.unauthenticated);
  });
});
