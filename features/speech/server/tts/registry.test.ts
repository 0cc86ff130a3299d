import { describe, expect, it } from 'vitest';
import { createEspeakProvider } from './espeak-provider';
import { createOpenAiProvider } from './openai-provider';
import { createTtsRegistry, voiceSpeaks } from './registry';

const espeakOnly = createTtsRegistry([createEspeakProvider()]);
const withOpenAi = createTtsRegistry([
  createEspeakProvider(),
  createOpenAiProvider({
    baseUrl: 'http://127.0.0.1:1',
    model: 'tts-1',
    voices: [{ name: 'nova', languages: ['zh', 'en', 'ja'], gender: 'female' }],
    timeoutMs: 1000,
    maxBytes: 1000,
  }),
]);

describe('the voice registry', () => {
  it('offers at least eight embedded voices, female and male, in Mandarin and English only', () => {
    const embedded = espeakOnly.voices().filter((voice) => voice.engine === 'espeak');
    expect(embedded.length).toBeGreaterThanOrEqual(8);
    for (const language of ['zh', 'en'] as const)
      for (const gender of ['female', 'male'] as const)
        expect(embedded.some((voice) => voice.languages.includes(language) && voice.gender === gender)).toBe(
          true,
        );
    expect(embedded.some((voice) => voice.languages.includes('ja'))).toBe(false);
    for (const voice of embedded) {
      expect(voice.name.zh && voice.name.en).toBeTruthy();
      for (const language of voice.languages) expect(voice.sampleText[language]).toBeTruthy();
    }
    expect(new Set(espeakOnly.voices().map((voice) => voice.ttsId)).size).toBe(espeakOnly.voices().length);
  });

  it('lists the engines, the browser one without server synthesis', () => {
    expect(espeakOnly.engines().map(({ engine, serverSynthesis }) => [engine, serverSynthesis])).toEqual([
      ['espeak', true],
      ['browser', false],
    ]);
    expect(withOpenAi.engines().map(({ engine }) => engine)).toEqual(['espeak', 'openai', 'browser']);
    expect(espeakOnly.provider('browser')).toBeUndefined();
  });

  it('falls back from a device voice to a server voice of its language, if there is one', () => {
    expect(espeakOnly.voice('browser:zh')).toMatchObject({
      engine: 'browser',
      speaker: 'zh-CN',
      fallbackTtsId: 'espeak:cmn-f3',
    });
    expect(espeakOnly.voice('browser:en')?.fallbackTtsId).toBe('espeak:en-us-f3');
    expect(espeakOnly.voice('browser:ja')?.fallbackTtsId).toBeNull();
    expect(withOpenAi.voice('browser:ja')?.fallbackTtsId).toBe('openai:nova');
  });

  it('refuses a voice that does not speak the session language', () => {
    expect(voiceSpeaks('espeak:en-gb-m2', 'en', espeakOnly)).toBe(true);
    expect(voiceSpeaks('espeak:cmn-f3', 'en', espeakOnly)).toBe(false);
    expect(voiceSpeaks('espeak:cmn-f3', 'zh', espeakOnly)).toBe(true);
    expect(voiceSpeaks('espeak:en-us-f3', 'ja', espeakOnly)).toBe(false);
    expect(voiceSpeaks('openai:nova', 'ja', withOpenAi)).toBe(true);
    expect(voiceSpeaks('openai:nova', 'en', espeakOnly)).toBe(false);
    expect(voiceSpeaks('no-such-voice', 'zh', espeakOnly)).toBe(false);
    // The server's own registry, from its environment.
    expect(voiceSpeaks('espeak:en-us-m3', 'en')).toBe(true);
    expect(voiceSpeaks('espeak:cmn-m3', 'en')).toBe(false);
  });
});
