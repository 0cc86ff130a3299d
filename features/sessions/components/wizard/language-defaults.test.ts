import { describe, expect, it } from 'vitest';
import { SCRIPT_TYPES, type DefaultConfig } from '../../contract';
import { languageTexts } from '../session-form/language-switch';
import { withAllScripts } from '../session-form/scripts';
import { builtinPageImages } from './language-defaults';

const en: DefaultConfig = {
  language: 'en',
  baseInfo: {
    name: 'Ava',
    nickname: 'Ava the assistant',
    gender: '',
    age: '28',
    height: '',
    weight: '',
    characters: 'Kind',
    backgroundStory: 'I am Ava.',
  },
  baseSpeech: [
    { scriptType: 'prologue', scriptContent: 'Hello, I am Ava.' },
    { scriptType: 'farewell', scriptContent: 'Goodbye.' },
  ],
  page: {
    promptTitle: 'Welcome',
    promptContent: 'Talk to Ava',
    reSessionText: 'Again',
    continueText: 'Continue',
    busyText: 'Busy',
    networkText: 'Network',
    errorText: 'Error',
  },
  maxSessionCount: 20,
};

describe('language defaults', () => {
  it('lists every script type once, in order', () => {
    const scripts = withAllScripts(en.baseSpeech);
    expect(scripts.map((s) => s.scriptType)).toEqual([...SCRIPT_TYPES]);
    expect(scripts.find((s) => s.scriptType === 'farewell')?.scriptContent).toBe('Goodbye.');
    expect(scripts.find((s) => s.scriptType === 'wakeWord')?.scriptContent).toBe('');
  });

  it("names the persona after the character and keeps the session's images", () => {
    const images = { startImage: '/api/files/a.png', loadImage: 'builtin:load-default' };
    const texts = languageTexts(en, images, 'Lin');
    expect(texts.language).toBe('en');
    expect(texts.conversationInfoDto.name).toBe('Lin');
    expect(texts.conversationInfoDto.backgroundStory).toBe('I am Lin.');
    expect(texts.scriptDtoList.find((s) => s.scriptType === 'prologue')?.scriptContent).toBe(
      'Hello, I am Lin.',
    );
    expect(texts.pageDto).toMatchObject({ promptTitle: 'Welcome', ...images });
    expect(texts.maxConversation).toBe(20);
  });

  it('picks the built-in start and load images by code', () => {
    const images = builtinPageImages({
      builtinImages: [
        { code: 'load-default', name: { zh: '', en: '' } },
        { code: 'start-default', name: { zh: '', en: '' } },
      ],
    });
    expect(images).toEqual({ startImage: 'builtin:start-default', loadImage: 'builtin:load-default' });
  });
});
