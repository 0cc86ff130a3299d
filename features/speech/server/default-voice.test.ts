import { describe, expect, it } from 'vitest';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { ESPEAK_VOICES } from './tts/espeak-voices';
import { defaultVoiceFor } from './default-voice';

const offered = new Map(ESPEAK_VOICES.map((voice) => [voice.ttsId, voice]));

describe('defaultVoiceFor', () => {
  it('keeps a cast voice the engine offers', () => {
    expect(defaultVoiceFor('espeak:cmn+f3')).toBe('espeak:cmn-f3');
    expect(defaultVoiceFor('espeak:en-gb+m2')).toBe('espeak:en-gb-m2');
  });

  it('falls back to an offered voice of the same language, gender and accent', () => {
    const voice = offered.get(defaultVoiceFor('espeak:en-gb+f2'))!;
    expect(voice).toMatchObject({ gender: 'female', languages: ['en'] });
    expect(voice.speaker).toMatch(/^en-gb/);
    expect(offered.get(defaultVoiceFor('espeak:cmn+m6'))).toMatchObject({
      gender: 'male',
      languages: ['zh'],
    });
  });

  it('gives Japanese voices to the device, since eSpeak reads only kana', () => {
    expect(defaultVoiceFor('espeak:ja+f2')).toBe('browser:ja');
  });

  it('gives every character of the cast a voice of its first language', () => {
    for (const character of CAST) {
      const ttsId = defaultVoiceFor(character.voice);
      const language = character.languages[0]!;
      if (ttsId.startsWith('browser:')) expect(ttsId).toBe(`browser:${language}`);
      else expect(offered.get(ttsId)?.languages).toContain(language);
    }
  });
});
