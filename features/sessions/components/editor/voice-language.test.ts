import { describe, expect, it } from 'vitest';
import type { VoiceDto } from '@/features/speech/contract';
import { testSession } from '../session-form/test-session';
import { changesInUse } from './in-use';
import { voiceRefusal } from './voice-language';

const voice = (languages: VoiceDto['languages']): VoiceDto => ({
  ttsId: 'v',
  engine: 'espeak',
  speaker: 'v',
  name: { zh: 'v', en: 'v' },
  languages,
  gender: 'female',
  sampleText: {},
  fallbackTtsId: null,
});

describe('voice and in-use rules', () => {
  it('refuses a voice that does not speak English for an English session, with the server’s key', () => {
    expect(voiceRefusal(voice(['zh']), 'en')).toBe('voiceNotEnglish');
    expect(voiceRefusal(voice(['en']), 'ja')).toBe('invalid');
    expect(voiceRefusal(voice(['zh', 'en']), 'en')).toBeNull();
    expect(voiceRefusal(undefined, 'en')).toBeNull();
  });

  it('counts a changed voice or a replaced or cancelled script as a change in use, not other edits', () => {
    const saved = { ...testSession(), conversationId: 'c1' };
    expect(changesInUse(saved, { ...saved, conversationName: 'New name' })).toBe(false);
    expect(changesInUse(saved, { ...saved, detailDto: { ...saved.detailDto, ttsId: 'other' } })).toBe(true);
    const cancelled = saved.scriptDtoList.map((s) =>
      s.scriptType === 'prologue' ? { ...s, scriptContent: '' } : s,
    );
    expect(changesInUse(saved, { ...saved, scriptDtoList: cancelled })).toBe(true);
  });
});
