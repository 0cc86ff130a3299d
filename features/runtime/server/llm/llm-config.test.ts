import { describe, expect, it } from 'vitest';
import { checkLlmConfig, llmTimeouts, modelAvailability, operatorModelConfig } from './llm-config';

describe('operator model configuration', () => {
  it('builds the chat-completions endpoint from a base URL, or takes a full one as it is', () => {
    expect(
      operatorModelConfig('A', {
        LLM_A_BASE_URL: 'http://localhost:11434/v1/',
        LLM_A_MODEL: 'qwen2.5',
        LLM_A_API_KEY: ' k ',
      }),
    ).toEqual({
      option: 'A',
      url: 'http://localhost:11434/v1/chat/completions',
      apiKey: 'k',
      model: 'qwen2.5',
    });
    expect(
      operatorModelConfig('B', {
        LLM_B_BASE_URL: 'https://api.example.com/v1/chat/completions',
        LLM_B_MODEL: 'fast',
      }),
    ).toMatchObject({ url: 'https://api.example.com/v1/chat/completions', apiKey: undefined });
  });

  it('is null when unset, and says which options exist', () => {
    const env = { LLM_B_BASE_URL: 'http://vllm:8000/v1', LLM_B_MODEL: 'm' };
    expect(operatorModelConfig('A', env)).toBeNull();
    expect(modelAvailability(env)).toEqual({ A: false, B: true, any: true });
    expect(modelAvailability({})).toEqual({ A: false, B: false, any: false });
  });

  it.each([
    [{ LLM_A_BASE_URL: 'not a url', LLM_A_MODEL: 'm' }, /LLM_A_BASE_URL is not a URL/],
    [{ LLM_A_BASE_URL: 'ftp://models/v1', LLM_A_MODEL: 'm' }, /http\(s\)/],
    [{ LLM_B_BASE_URL: 'http://models/v1' }, /LLM_B_MODEL is required/],
    [{ LLM_TIMEOUT_MS: '10s' }, /LLM_TIMEOUT_MS must be a positive number/],
  ])('stops start-up on a wrong value %#', (env, message) =>
    expect(() => checkLlmConfig(env)).toThrow(message),
  );

  it('reads the timeouts, with defaults', () => {
    expect(llmTimeouts({})).toEqual({ responseMs: 15_000, totalMs: 60_000 });
    expect(llmTimeouts({ LLM_RESPONSE_TIMEOUT_MS: '2000', LLM_TIMEOUT_MS: '9000' })).toEqual({
      responseMs: 2000,
      totalMs: 9000,
    });
  });
});
