import { describe, expect, it } from 'vitest';
import { asrConfig } from './asr-config';

describe('asrConfig', () => {
  it('is off without ASR_OPENAI_URL', () => {
    expect(asrConfig({})).toBeNull();
    expect(asrConfig({ ASR_OPENAI_URL: '  ', ASR_OPENAI_KEY: 'k' })).toBeNull();
  });

  it('reads the URL, the key and the model, with whisper-1 as the default model', () => {
    expect(asrConfig({ ASR_OPENAI_URL: 'https://asr.example.com/v1/' })).toEqual({
      baseUrl: 'https://asr.example.com/v1',
      apiKey: undefined,
      model: 'whisper-1',
    });
    expect(
      asrConfig({
        ASR_OPENAI_URL: 'http://10.0.0.5:8000',
        ASR_OPENAI_KEY: 'sk-1',
        ASR_OPENAI_MODEL: 'large-v3',
      }),
    ).toEqual({ baseUrl: 'http://10.0.0.5:8000', apiKey: 'sk-1', model: 'large-v3' });
  });

  it.each(['asr.example.com', 'ftp://asr.example.com'])('stops the start on a URL like %s', (url) => {
    expect(() => asrConfig({ ASR_OPENAI_URL: url })).toThrow(/ASR_OPENAI_URL/);
  });
});
