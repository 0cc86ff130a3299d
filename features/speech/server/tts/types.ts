/** The languages a session can have (spec §9); a voice lists those it speaks. */
export type TtsLanguage = 'zh' | 'en' | 'ja';

/**
 * The synthesis engines, the spec's "TTS one-level type list": `espeak` is embedded, `openai` is an operator's
 * OpenAI-compatible `/v1/audio/speech` service, `browser` is the visitor's own device (Web Speech API), which the
 * server never synthesizes for.
 */
export type TtsEngineId = 'espeak' | 'openai' | 'browser';

export type TtsGender = 'female' | 'male' | 'neutral';

export interface Localized {
  zh: string;
  en: string;
}

/** One entry of the spec's "synthesis engine dictionary list"; a session stores its ttsId, engine and speaker. */
export interface TtsVoice {
  ttsId: string;
  engine: TtsEngineId;
  /** What the engine is given: an eSpeak voice+variant, a remote voice name, or a BCP 47 tag for the browser. */
  speaker: string;
  name: Localized;
  languages: readonly TtsLanguage[];
  gender: TtsGender;
  /** A sentence in each language the voice speaks, read out when the voice is auditioned. */
  sampleText: Partial<Record<TtsLanguage, string>>;
  /** Browser voices only: the server voice a device without a voice for the language falls back to. */
  fallbackTtsId?: string | null;
}

export interface TtsEngine {
  engine: TtsEngineId;
  name: Localized;
  /** False for `browser`: the visitor's device speaks, the server only names the voice. */
  serverSynthesis: boolean;
}

/** Volume, pitch and speed in the platform's own ranges (settings.ts), whatever the engine. */
export interface VoiceSettings {
  volume: number;
  pitch: number;
  speed: number;
}

export interface SynthesisInput extends VoiceSettings {
  text: string;
  voice: TtsVoice;
  /** Aborts the synthesis, e.g. when the visitor barges in. */
  signal?: AbortSignal;
}

export interface SynthesisResult {
  audio: Buffer;
  mimeType: 'audio/wav';
  durationMs: number;
}

export interface TtsProvider {
  engine: Exclude<TtsEngineId, 'browser'>;
  /** Changes when the same input would sound different (engine build, remote service, model): part of cache keys. */
  fingerprint: string;
  voices(): readonly TtsVoice[];
  synthesize(input: SynthesisInput): Promise<SynthesisResult>;
}

export type TtsErrorCode =
  | 'unknown-voice'
  | 'language-unsupported'
  | 'no-server-synthesis'
  | 'text-invalid'
  | 'timeout'
  | 'aborted'
  | 'too-large'
  | 'bad-response'
  | 'engine-failed';

export class TtsError extends Error {
  /** The failure was a remote speech service's (unreachable, slow, an error or something not audio). */
  readonly remote: boolean;
  /** The HTTP status the remote service answered, when it answered. */
  readonly vendorStatus?: number;

  constructor(
    readonly code: TtsErrorCode,
    message: string,
    options?: { cause?: unknown; remote?: boolean; vendorStatus?: number },
  ) {
    super(message, options);
    this.name = 'TtsError';
    this.remote = options?.remote ?? false;
    this.vendorStatus = options?.vendorStatus;
  }
}
