import { describe, expect, it } from 'vitest';
import { sessionInput, type DefaultConfig, type SessionLanguage } from '../../contract';
import { draftValues } from './draft-values';

const config = (language: SessionLanguage): DefaultConfig => ({
  language,
  baseInfo: {
    name: 'Ava',
    nickname: '',
    gender: '',
    age: '',
    height: '',
    weight: '',
    characters: '',
    backgroundStory: '',
  },
  baseSpeech: [{ scriptType: 'prologue', scriptContent: `Hello (${language}), I am Ava.` }],
  page: {
    promptTitle: 'Welcome',
    promptContent: 'Talk',
    reSessionText: 'Again',
    continueText: 'Continue',
    busyText: 'Busy',
    networkText: 'Network',
    errorText: 'Error',
  },
  maxSessionCount: 20,
});

const settings = {
  defaultLanguage: 'zh' as const,
  defaultConfig: { zh: config('zh'), en: config('en'), ja: config('ja') },
  builtinImages: [{ code: 'start-default', name: { zh: '', en: '' } }],
  defaultModelCode: 60,
};

const state = (available: boolean) => ({ available, reason: available ? null : ('notConfigured' as const) });
const onlyB = { models: { A: state(false), B: state(true) } };
const noModel = { models: { A: state(false), B: state(false) } };

const chosen = {
  detailDto: {
    modelId: 'c01-lin-business',
    proportion: '9:16' as const,
    humanX: 10,
    humanY: 20,
    humanWidth: 540,
    humanHeight: 960,
    backgroundDto: { type: 'builtin' as const, backgroundId: 'b01-office' },
    ttsId: 'espeak-cmn-f',
  },
};

describe('draftValues', () => {
  it("makes a session the contract accepts from steps 1–3 and the language's defaults", () => {
    const values = draftValues({ ...chosen, conversationName: 'Front desk' }, settings, () => 'Lin', onlyB);
    const parsed = sessionInput.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(values.language).toBe('zh');
    expect(values.conversationInfoDto.name).toBe('Lin');
    expect(values.scriptDtoList).toHaveLength(8);
    expect(values.detailDto).toMatchObject({ humanX: 10, humanWidth: 540, proportion: '9:16' });
    // A is not configured: the first option the operator did configure.
    expect(values.dataModelIsUsed).toBe(true);
    expect(values.modelDtoList).toEqual([
      { largeModelType: 'B', modelCode: 60, prompt: '', largeName: '', plugin: '' },
    ]);
    expect(values.extendContent).toEqual({ unReplyCount: 3, unReplayUsed: 1, unReplyHangUp: 1 });
  });

  it('keeps what an earlier visit to step 4 wrote', () => {
    const values = draftValues(
      {
        ...chosen,
        language: 'en',
        scriptDtoList: [{ scriptType: 'prologue', scriptContent: 'Mine' }],
        isFreedom: false,
      },
      settings,
      () => undefined,
      noModel,
    );
    expect(values.language).toBe('en');
    expect(values.isFreedom).toBe(false);
    expect(values.scriptDtoList.find((s) => s.scriptType === 'prologue')?.scriptContent).toBe('Mine');
    // Wake-word mode without a wake word is refused, as the handler would.
    expect(sessionInput.safeParse({ ...values, conversationName: 'x' }).success).toBe(false);
  });

  it('selects no model when the operator configured none, or when that is not known', () => {
    for (const availability of [noModel, null]) {
      const values = draftValues(chosen, settings, () => undefined, availability);
      expect(values).toMatchObject({ dataModelIsUsed: false, modelDtoList: [] });
      expect(sessionInput.safeParse({ ...values, conversationName: 'x' }).success).toBe(true);
    }
  });
});
