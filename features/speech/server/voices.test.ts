import { describe, expect, it } from 'vitest';
import { createTtsRegistry } from './tts/registry';
import { createEspeakProvider } from './tts/espeak-provider';
import { listVoices, sessionVoice } from './voices';

const registry = createTtsRegistry([createEspeakProvider()]);

describe('sessionVoice', () => {
  it('keeps the character’s voice in a language it speaks', () => {
    expect(sessionVoice({ ttsId: 'espeak:cmn-m3', gender: 'male' }, 'zh', registry)).toBe('espeak:cmn-m3');
  });

  it('takes a server voice of the session’s language and the character’s gender for another language', () => {
    const ttsId = sessionVoice({ ttsId: 'espeak:cmn-m3', gender: 'male' }, 'en', registry);
    expect(
      listVoices({ language: 'en', engine: 'espeak' }, registry).find((v) => v.ttsId === ttsId),
    ).toMatchObject({
      gender: 'male',
    });
  });

  it('gives a Japanese session the device’s voice when no server voice speaks Japanese', () => {
    expect(sessionVoice({ ttsId: 'espeak:en-us-f3', gender: 'female' }, 'ja', registry)).toBe('browser:ja');
  });
});
