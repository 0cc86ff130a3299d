import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_FIELDS, SCRIPT_TYPES, SESSION_LANGUAGES, sessionInput } from '../../contract';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { defaultConfig, defaultSessionValues } from './default-config';

describe('defaultConfig', () => {
  it.each(SESSION_LANGUAGES)(
    'gives %s a persona, a text for every script type and every runtime text',
    (language) => {
      const config = defaultConfig(language);
      expect(config.language).toBe(language);
      expect(config.baseInfo.name).not.toBe('');
      expect(config.baseInfo.characters).not.toBe('');
      expect(config.baseSpeech.map((s) => s.scriptType)).toEqual([...SCRIPT_TYPES]);
      for (const script of config.baseSpeech) expect(script.scriptContent.trim()).not.toBe('');
      for (const field of PAGE_TEXT_FIELDS) expect(config.page[field].trim()).not.toBe('');
      expect(config.maxSessionCount).toBeGreaterThan(0);
    },
  );

  it('speaks each language in its own script', () => {
    const prologue = (language: 'zh' | 'en' | 'ja') =>
      defaultConfig(language).baseSpeech.find((s) => s.scriptType === 'prologue')!.scriptContent;
    expect(prologue('zh')).toMatch(/\p{Script=Han}/u);
    expect(prologue('en')).toMatch(/^[\x20-\x7e]+$/);
    expect(prologue('ja')).toMatch(/\p{Script=Hiragana}/u);
  });
});

describe('defaultSessionValues', () => {
  it.each(SESSION_LANGUAGES)('is a complete %s session for every character of the cast', (language) => {
    for (const character of CAST) {
      const values = defaultSessionValues({
        language,
        characterCode: character.characterCode,
        ttsId: 'espeak:x',
      });
      expect(sessionInput.parse(values)).toEqual(values);
    }
  });

  it('stands the character centred on the bottom edge at 90% of a 1920×1080 picture', () => {
    const { detailDto } = defaultSessionValues({ language: 'zh', characterCode: 'any', ttsId: 'espeak:x' });
    expect(detailDto).toMatchObject({
      proportion: '16:9',
      modelId: 'any',
      humanHeight: 972,
      humanWidth: 547,
      humanX: 687,
      humanY: 108,
      backgroundDto: { type: 'builtin', backgroundId: 'b01-office' },
      ttsId: 'espeak:x',
    });
  });

  it('lends the persona the character its name and gender, and keeps a given session name', () => {
    const character = CAST.find((c) => c.gender === 'male')!;
    const values = defaultSessionValues({
      language: 'en',
      characterCode: character.characterCode,
      ttsId: 'espeak:x',
      conversationName: '  Lobby  ',
    });
    expect(values.conversationName).toBe('Lobby');
    expect(values.conversationInfoDto).toMatchObject({ name: character.name.en, gender: 'Male' });
    expect(values.scriptDtoList.find((s) => s.scriptType === 'prologue')!.scriptContent).toContain(
      character.name.en,
    );
    expect(values.pageDto).toMatchObject({
      startImage: 'builtin:start-default',
      loadImage: 'builtin:load-default',
    });
  });

  it('answers with a model option the operator configured, never one that is not', () => {
    const base = { language: 'en', characterCode: 'any', ttsId: 'espeak:x' } as const;
    // The tests' environment configures no model: FAQ, documents and scripts answer.
    expect(defaultSessionValues(base)).toMatchObject({ dataModelIsUsed: false, modelDtoList: [] });
    expect(sessionInput.parse(defaultSessionValues(base)).dataModelIsUsed).toBe(false);
    expect(defaultSessionValues({ ...base, model: 'B' })).toMatchObject({
      dataModelIsUsed: true,
      modelDtoList: [{ largeModelType: 'B', modelCode: 60, prompt: '', largeName: '', plugin: '' }],
    });
  });
});
