import { describe, expect, it } from 'vitest';
import { checkEmbeddingsConfig, embeddingsConfig, EMBEDDINGS_TIMEOUT_DEFAULT_MS } from './config';

describe('EMBEDDINGS_*', () => {
  it('is off without a base URL', () => {
    expect(embeddingsConfig({})).toBeNull();
    expect(embeddingsConfig({ EMBEDDINGS_MODEL: 'bge-m3' })).toBeNull();
  });

  it('takes an OpenAI-compatible base, with the model, key, dimensions and timeout', () => {
    expect(
      embeddingsConfig({
        EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1/',
        EMBEDDINGS_MODEL: 'text-embedding-3-small',
        EMBEDDINGS_API_KEY: ' sk-1 ',
        EMBEDDINGS_DIMENSIONS: '256',
        EMBEDDINGS_TIMEOUT_MS: '500',
      }),
    ).toEqual({
      url: 'http://localhost:11434/v1/embeddings',
      apiKey: 'sk-1',
      model: 'text-embedding-3-small',
      dimensions: 256,
      timeoutMs: 500,
      key: 'text-embedding-3-small@256',
    });
    expect(
      embeddingsConfig({
        EMBEDDINGS_BASE_URL: 'https://e.example/v1/embeddings',
        EMBEDDINGS_MODEL: 'bge-m3',
      }),
    ).toMatchObject({
      url: 'https://e.example/v1/embeddings',
      timeoutMs: EMBEDDINGS_TIMEOUT_DEFAULT_MS,
      key: 'bge-m3',
    });
  });

  it('stops start-up on a value set by half or wrongly', () => {
    expect(() => checkEmbeddingsConfig({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      'EMBEDDINGS_MODEL is required with EMBEDDINGS_BASE_URL',
    );
    expect(() =>
      checkEmbeddingsConfig({ EMBEDDINGS_BASE_URL: 'localhost:11434', EMBEDDINGS_MODEL: 'm' }),
    ).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() =>
      checkEmbeddingsConfig({
        EMBEDDINGS_BASE_URL: 'http://h/v1',
        EMBEDDINGS_MODEL: 'm',
        EMBEDDINGS_TIMEOUT_MS: '1s',
      }),
    ).toThrow('EMBEDDINGS_TIMEOUT_MS must be a positive whole number');
  });
});
