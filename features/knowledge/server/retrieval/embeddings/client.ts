import 'server-only';
import type { EmbeddingsConfig } from './config';

// One request to the provider: texts in, unit-length vectors out (cosine similarity is then a dot product).

export class EmbeddingsError extends Error {
  constructor(
    readonly kind: 'status' | 'unreachable' | 'timeout' | 'malformed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EmbeddingsError';
  }
}

function unit(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm);
  if (!Number.isFinite(norm) || norm === 0)
    throw new EmbeddingsError('malformed', 'a zero or non-finite vector');
  for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

export async function requestEmbeddings(
  config: EmbeddingsConfig,
  texts: string[],
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const signals = [
    AbortSignal.timeout(Math.max(1, Math.ceil(options.timeoutMs))),
    ...(options.signal ? [options.signal] : []),
  ];
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        input: texts,
        encoding_format: 'float',
        ...(config.dimensions ? { dimensions: config.dimensions } : {}),
      }),
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new EmbeddingsError('status', `embeddings provider answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof EmbeddingsError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new EmbeddingsError('timeout', `no embeddings within ${options.timeoutMs} ms`, { cause: error });
    if (error instanceof SyntaxError)
      throw new EmbeddingsError('malformed', 'embeddings answer is not JSON', { cause: error });
    throw new EmbeddingsError('unreachable', 'embeddings provider unreachable', { cause: error });
  }
  const data = (body as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== texts.length)
    throw new EmbeddingsError('malformed', `expected ${texts.length} embeddings`);
  const vectors: Float32Array[] = new Array(texts.length);
  data.forEach((entry: { index?: unknown; embedding?: unknown }, position) => {
    const index = typeof entry?.index === 'number' ? entry.index : position;
    const embedding = entry?.embedding;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((v) => typeof v === 'number'))
      throw new EmbeddingsError('malformed', 'an embedding is not a list of numbers');
    if (index < 0 || index >= texts.length || vectors[index])
      throw new EmbeddingsError('malformed', 'embeddings indexes do not match the input');
    vectors[index] = unit(embedding as number[]);
  });
  const dims = vectors[0]!.length;
  if (vectors.some((vector) => vector.length !== dims))
    throw new EmbeddingsError('malformed', 'embeddings of different lengths');
  return vectors;
}
