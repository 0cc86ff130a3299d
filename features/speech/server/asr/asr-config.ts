import 'server-only';
export interface AsrServerConfig {
  /** The service's origin and path prefix; `/v1/audio/transcriptions` is appended (a trailing `/v1` is accepted). */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export const ASR_DEFAULT_MODEL = 'whisper-1';

/**
 * The operator's OpenAI-compatible transcription service (ASR_OPENAI_URL, ASR_OPENAI_KEY, ASR_OPENAI_MODEL), or
 * null when ASR_OPENAI_URL is unset: then only the browser's own speech recognition is offered.
 */
export function asrConfig(env: Record<string, string | undefined> = process.env): AsrServerConfig | null {
  const raw = env.ASR_OPENAI_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new Error(`ASR_OPENAI_URL is not a URL: "${raw}"`, { cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`ASR_OPENAI_URL must be an http(s) URL, not "${raw}"`);
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    apiKey: env.ASR_OPENAI_KEY?.trim() || undefined,
    model: env.ASR_OPENAI_MODEL?.trim() || ASR_DEFAULT_MODEL,
  };
}
