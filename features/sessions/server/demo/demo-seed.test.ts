import { describe, expect, it } from 'vitest';
import { matchScene } from '@/features/runtime/server/engine/steps/scenes';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { SITE_DEMO_SHARE_CODES, siteDemoShareCode, type SessionValues } from '@/features/sessions/contract';
import { siteDemoPicture } from '@/features/sessions/demo/site-demo';
import { ttsRegistry } from '@/features/speech/server/tts/registry';
import { SITE_DEMO_SESSION_IDS, siteDemoRows } from './demo-seed';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

const rows = siteDemoRows(sessionCatalogue.sessionVoice);
const byLanguage = (language: 'zh' | 'en') => rows.find((row) => row.values.language === language)!;
const script = (values: SessionValues, type: string) =>
  values.scriptDtoList.find((s) => s.scriptType === type)?.scriptContent ?? '';
const sceneReply = (values: SessionValues, question: string) =>
  matchScene(question, values.scene)?.reply ?? null;

describe('the site demo', () => {
  it('is one session per site language under fixed ids and the share codes the pages open', () => {
    expect(rows.map((row) => [row.values.language, row.id, row.shareCode])).toEqual([
      ['zh', SITE_DEMO_SESSION_IDS.zh, 'demo-zh'],
      ['en', SITE_DEMO_SESSION_IDS.en, 'demo-en'],
    ]);
  });

  it('is picked by the page’s locale', () => {
    expect(siteDemoShareCode('zh')).toBe(SITE_DEMO_SHARE_CODES.zh);
    expect(siteDemoShareCode('en')).toBe(SITE_DEMO_SHARE_CODES.en);
  });

  it('speaks each language in a voice of that language', () => {
    for (const language of ['zh', 'en'] as const) {
      const voice = ttsRegistry().voice(byLanguage(language).values.detailDto.ttsId);
      expect(voice?.languages, language).toContain(language);
    }
  });

  it('stands as the poster draws it: the demo character in a built-in scene at a catalogue ratio', () => {
    const picture = siteDemoPicture();
    expect(BACKGROUNDS.map((b) => b.backgroundCode)).toContain(picture.background.backgroundId);
    for (const { values } of rows) {
      const { detailDto } = values;
      expect(detailDto.modelId).toBe(picture.character.characterCode);
      expect(detailDto.backgroundDto).toEqual(picture.background);
      expect(detailDto.proportion).toBe('1:1');
      expect([detailDto.humanX, detailDto.humanY, detailDto.humanWidth, detailDto.humanHeight]).toEqual([
        picture.layout.humanX,
        picture.layout.humanY,
        picture.layout.humanWidth,
        picture.layout.humanHeight,
      ]);
      // The face stays inside the square: the top of the head (176 of the 960-unit frame) below its top edge.
      expect(detailDto.humanY + (176 / 960) * detailDto.humanHeight).toBeGreaterThan(0);
    }
  });

  it('greets in its own words and keeps the default scripts it does not replace', () => {
    const zh = byLanguage('zh').values;
    const en = byLanguage('en').values;
    expect(script(zh, 'prologue')).toContain('雨桐');
    expect(script(en, 'prologue')).toMatch(/^Hi, I'm Yutong/);
    expect(script(en, 'waitingPhrase')).toBe('Sure, one moment while I look that up for you.');
    expect(zh.scriptDtoList).toHaveLength(8);
    expect(en.extendContent.unReplyHangUp).toBe(0);
  });

  it('answers what the platform is, pricing and deployment from its scenes, without a model', () => {
    const zh = byLanguage('zh').values;
    const en = byLanguage('en').values;
    expect(sceneReply(zh, '这个平台是什么？')).toMatch(/^这是一个实时对话的数字人平台/);
    expect(sceneReply(zh, '平台怎么收费？')).toMatch(/^注册就能免费试用/);
    expect(sceneReply(zh, '怎么部署到我的网站？')).toMatch(/^在控制台创建会话/);
    expect(sceneReply(en, 'What is this platform?')).toMatch(/^This is a platform/);
    expect(sceneReply(en, 'How much does the platform cost?')).toMatch(/^You can start with a free trial/);
    expect(sceneReply(en, 'What is the price?')).toMatch(/^You can start with a free trial/);
    expect(sceneReply(en, 'How do I deploy it on my website?')).toMatch(/^Create a session/);
    expect(sceneReply(en, 'Hi there')).toMatch(/^Hello!/);
  });

  it('uses the operator’s model A with a prompt of its language when one is configured', () => {
    for (const language of ['zh', 'en'] as const) {
      const { values } = byLanguage(language);
      expect(values.dataModelIsUsed).toBe(true);
      expect(values.modelDtoList.map((m) => m.largeModelType)).toEqual(['A']);
      expect(values.modelDtoList[0]!.prompt).toContain(
        language === 'zh' ? '用中文回答' : 'Answer in English',
      );
    }
  });

  it('names no price', () => {
    const text = JSON.stringify(rows.map((row) => row.values));
    expect(text).not.toMatch(/[¥$€]\s?\d|\d\s?(元|块)|\bUSD\b|\bCNY\b/);
  });
});
