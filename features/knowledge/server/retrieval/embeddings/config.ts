import 'server-only';

// The operator's embeddings provider: any OpenAI-compatible `POST /v1/embeddings` (OpenAI's text-embedding-3,
// a local bge-m3 behind Ollama, vLLM, Xinference or TEI…). Without one, retrieval is lexical only.

export interface EmbeddingsConfig {
  /** The endpoint: `<base>/embeddings`. */
  url: string;
  apiKey?: string;
  model: string;
  /** Asked of models that can shorten their vectors (text-embedding-3); absent: the model's own size. */
  dimensions?: number;
  /** How long a visitor's question may wait for its vector before the match goes on lexically. */
  timeoutMs: number;
  /** Which stored vectors are comparable: same model, same dimensions. */
  key: string;
}

export const EMBEDDINGS_TIMEOUT_DEFAULT_MS = 1_000;

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

/**
 * EMBEDDINGS_BASE_URL (an OpenAI-compatible base such as `http://localhost:11434/v1`; a URL ending in `/embeddings`
 * is taken as it is), EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL (required with a URL), EMBEDDINGS_DIMENSIONS and
 * EMBEDDINGS_TIMEOUT_MS (optional). Null when the URL is unset; a wrong value throws, so start-up stops.
 */
export function embeddingsConfig(env: Env = process.env): EmbeddingsConfig | null {
  const raw = env.EMBEDDINGS_BASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new Error(`EMBEDDINGS_BASE_URL is not a URL: "${raw}"`, { cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`EMBEDDINGS_BASE_URL must be an http(s) URL, not "${raw}"`);
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!model) throw new Error('EMBEDDINGS_MODEL is required with EMBEDDINGS_BASE_URL (the model to ask)');
  const dimensions = positiveInteger(env, 'EMBEDDINGS_DIMENSIONS');
  const base = url.href.replace(/\/+$/, '');
  return {
    url: /\/embeddings$/.test(base) ? base : `${base}/embeddings`,
    apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined,
    model,
    dimensions,
    timeoutMs: positiveInteger(env, 'EMBEDDINGS_TIMEOUT_MS') ?? EMBEDDINGS_TIMEOUT_DEFAULT_MS,
    key: dimensions ? `${model}@${dimensions}` : model,
  };
}

/** Start-up: a set EMBEDDINGS_* is valid. */
export function checkEmbeddingsConfig(env: Env = process.env): void {
  embeddingsConfig(env);
}
