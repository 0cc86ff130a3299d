import { describe, expect, it } from 'vitest';
import { OPENAI_TTS_DEFAULTS, openAiSpeechUrl, openAiTtsConfig, parseOpenAiVoices } from './openai-config';

describe('the OpenAI-compatible engine configuration', () => {
  it('is off without a base URL', () => {
    expect(openAiTtsConfig({})).toBeNull();
  });

  it('reads the operator’s variables', () => {
    expect(
      openAiTtsConfig({
        TTS_OPENAI_BASE_URL: 'https://speech.example.com/',
        TTS_OPENAI_API_KEY: 'sk-1',
        TTS_OPENAI_MODEL: 'gpt-4o-mini-tts',
        TTS_OPENAI_VOICES: 'coral:en:female, ash:en|zh:male',
        TTS_OPENAI_TIMEOUT_MS: '5000',
        TTS_OPENAI_MAX_BYTES: '1000000',
      }),
    ).toEqual({
      baseUrl: 'https://speech.example.com',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini-tts',
      voices: [
        { name: 'coral', languages: ['en'], gender: 'female' },
        { name: 'ash', languages: ['en', 'zh'], gender: 'male' },
      ],
      timeoutMs: 5000,
      maxBytes: 1_000_000,
    });
  });

  it('has defaults for the rest', () => {
    const config = openAiTtsConfig({ TTS_OPENAI_BASE_URL: 'http://127.0.0.1:8880' })!;
    expect(config).toMatchObject({
      apiKey: undefined,
      model: 'tts-1',
      timeoutMs: OPENAI_TTS_DEFAULTS.timeoutMs,
      maxBytes: OPENAI_TTS_DEFAULTS.maxBytes,
    });
    expect(config.voices.map((voice) => voice.name)).toEqual(['nova', 'onyx']);
  });

  it.each([
    ['nova'],
    ['nova:fr:female'],
    ['nova:en:robot'],
    ['nova:en:female:extra'],
    ['no va:en:female'],
    ['nova:en:female,nova:zh:female'],
  ])('refuses the voice list %s', (list) => {
    expect(() => parseOpenAiVoices(list)).toThrow(/TTS_OPENAI_VOICES/);
  });

  it.each([
    [{ TTS_OPENAI_BASE_URL: 'not a url' }, /TTS_OPENAI_BASE_URL/],
    [{ TTS_OPENAI_BASE_URL: 'ftp://example.com' }, /TTS_OPENAI_BASE_URL/],
    [{ TTS_OPENAI_BASE_URL: 'http://x', TTS_OPENAI_TIMEOUT_MS: '2s' }, /TTS_OPENAI_TIMEOUT_MS/],
    [{ TTS_OPENAI_BASE_URL: 'http://x', TTS_OPENAI_MAX_BYTES: '-1' }, /TTS_OPENAI_MAX_BYTES/],
  ])('refuses %o', (env, message) => {
    expect(() => openAiTtsConfig(env)).toThrow(message);
  });

  it('appends /v1/audio/speech, or /audio/speech after a /v1', () => {
    expect(openAiSpeechUrl('http://h:1')).toBe('http://h:1/v1/audio/speech');
    expect(openAiSpeechUrl('http://h:1/v1')).toBe('http://h:1/v1/audio/speech');
  });
});
