import { describe, expect, it } from 'vitest';
import { defaultModelOption, operatorOptions } from './operator-options';

describe('operatorOptions', () => {
  it('tells what the operator configured by whether its URL is set', () => {
    expect(operatorOptions({})).toEqual({
      models: { A: false, B: false },
      serverAsr: false,
      cloudVoices: false,
    });
    expect(
      operatorOptions({
        LLM_B_BASE_URL: 'http://models/v1',
        ASR_OPENAI_URL: 'http://asr',
        TTS_OPENAI_BASE_URL: ' ',
      }),
    ).toEqual({ models: { A: false, B: true }, serverAsr: true, cloudVoices: false });
  });

  it('starts new sessions with A, else B, else no model', () => {
    expect(defaultModelOption({ LLM_A_BASE_URL: 'http://a', LLM_B_BASE_URL: 'http://b' })).toBe('A');
    expect(defaultModelOption({ LLM_B_BASE_URL: 'http://b' })).toBe('B');
    expect(defaultModelOption({})).toBeNull();
  });
});
