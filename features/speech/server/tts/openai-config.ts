import type { TtsGender, TtsLanguage } from './types';

export interface OpenAiVoiceConfig {
  name: string;
  languages: TtsLanguage[];
  gender: TtsGender;
}

export interface OpenAiTtsConfig {
  /** The service's origin and path prefix; `/v1/audio/speech` is appended (a trailing `/v1` is accepted). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  voices: OpenAiVoiceConfig[];
  timeoutMs: number;
  maxBytes: number;
}

export const OPENAI_TTS_DEFAULTS = {
  model: 'tts-1',
  voices: 'nova:zh|en|ja:female,onyx:zh|en|ja:male',
  // The spec's request timeout.
  timeoutMs: 20_000,
  // About three minutes of 24 kHz 16-bit mono: far more than one sentence, far less than a flood.
  maxBytes: 8 * 1024 * 1024,
} as const;

const LANGUAGES: readonly string[] = ['zh', 'en', 'ja'];
const GENDERS: readonly string[] = ['female', 'male', 'neutral'];

/** `name:lang1|lang2:gender`, comma-separated, e.g. `nova:zh|en:female,onyx:en:male`. */
export function parseOpenAiVoices(list: string): OpenAiVoiceConfig[] {
  const voices = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', languages = '', gender = 'neutral', ...rest] = entry.split(':');
      const langs = languages.split('|').filter(Boolean);
      if (
        !/^[\w.-]+$/.test(name) ||
        rest.length ||
        !langs.length ||
        !langs.every((lang) => LANGUAGES.includes(lang)) ||
        !GENDERS.includes(gender)
      )
        throw new Error(
          `TTS_OPENAI_VOICES: "${entry}" is not name:language|language:gender (languages ${LANGUAGES.join(', ')}; genders ${GENDERS.join(', ')})`,
        );
      return { name, languages: langs as TtsLanguage[], gender: gender as TtsGender };
    });
  if (new Set(voices.map((voice) => voice.name)).size !== voices.length)
    throw new Error('TTS_OPENAI_VOICES names a voice twice');
  return voices;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return number;
}

/** The operator's OpenAI-compatible speech service, or null when TTS_OPENAI_BASE_URL is unset. */
export function openAiTtsConfig(
  env: Record<string, string | undefined> = process.env,
): OpenAiTtsConfig | null {
  const baseUrl = env.TTS_OPENAI_BASE_URL?.trim();
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch (error) {
    throw new Error(`TTS_OPENAI_BASE_URL is not a URL: "${baseUrl}"`, { cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`TTS_OPENAI_BASE_URL must be an http(s) URL, not "${baseUrl}"`);
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    apiKey: env.TTS_OPENAI_API_KEY || undefined,
    model: env.TTS_OPENAI_MODEL || OPENAI_TTS_DEFAULTS.model,
    voices: parseOpenAiVoices(env.TTS_OPENAI_VOICES || OPENAI_TTS_DEFAULTS.voices),
    timeoutMs: positiveInteger(
      'TTS_OPENAI_TIMEOUT_MS',
      env.TTS_OPENAI_TIMEOUT_MS,
      OPENAI_TTS_DEFAULTS.timeoutMs,
    ),
    maxBytes: positiveInteger('TTS_OPENAI_MAX_BYTES', env.TTS_OPENAI_MAX_BYTES, OPENAI_TTS_DEFAULTS.maxBytes),
  };
}

export function openAiSpeechUrl(baseUrl: string): string {
  return baseUrl.endsWith('/v1') ? `${baseUrl}/audio/speech` : `${baseUrl}/v1/audio/speech`;
}
