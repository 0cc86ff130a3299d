import { z } from 'zod';
import { textField } from '@/lib/contract/fields';
import { localizedDto, SESSION_LANGUAGES, type SessionLanguage } from '@/lib/contract/languages';

// The voices' contract (spec §3 voice, §7 ttsModel, the speech-skill recognizer list): the synthesis engines and
// their voices, the audition, and the speech recognizers — offered to the sessions, the runtime, the collection
// area and the offline edition alike.

/** The longest text an audition reads. */
export const AUDITION_TEXT_MAX = 200;

/**
 * The synthesis engines: `espeak` is embedded, `openai` an operator's OpenAI-compatible speech service, `browser`
 * the visitor's own device.
 */
export const TTS_ENGINES = ['espeak', 'openai', 'browser'] as const;
export type TtsEngineName = (typeof TTS_ENGINES)[number];
export const ASR_TYPES = ['browser', 'server'] as const;

const num = (min: number, max: number) =>
  z.coerce.number('invalid').min(min, 'outOfRange').max(max, 'outOfRange');

export const ttsModelListRequest = z.object({
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
  engine: z.enum(TTS_ENGINES, 'invalid').optional(),
});

/** Audition (`ttsModel/ttsSynthesis`): answers `audio/wav`, or the envelope with an error. */
export const ttsSynthesisRequest = z.object({
  ttsId: textField().min(1, 'voiceRequired').max(100, 'tooLong'),
  /** At most 200 characters : an audition is a sentence, not a reading. */
  text: textField({ multiline: true }).max(AUDITION_TEXT_MAX, 'tooLong').optional(),
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
  volume: num(0, 100).default(50),
  pitch: num(0, 100).default(50),
  speed: num(0.5, 2).default(1),
});
export type TtsSynthesisRequest = z.input<typeof ttsSynthesisRequest>;

// ---- Responses ----

export const voiceDto = z.object({
  ttsId: z.string(),
  engine: z.enum(TTS_ENGINES),
  speaker: z.string(),
  name: localizedDto,
  languages: z.array(z.enum(SESSION_LANGUAGES)),
  gender: z.enum(['female', 'male', 'neutral']),
  sampleText: z.partialRecord(z.enum(SESSION_LANGUAGES), z.string()),
  fallbackTtsId: z.string().nullable(),
});
export type VoiceDto = z.infer<typeof voiceDto>;

export const ttsEngineDto = z.object({
  engine: z.enum(TTS_ENGINES),
  name: localizedDto,
  serverSynthesis: z.boolean(),
});
export type TtsEngineDto = z.infer<typeof ttsEngineDto>;

/**
 * The voice a session speaks with when its own is no longer offered (a cloud voice the operator removed): the
 * first server voice of its language, else the visitor's device's. The runtime and the editor's notice agree on it.
 */
export function fallbackVoiceId(
  voices: readonly { ttsId: string; engine: TtsEngineName; languages: readonly SessionLanguage[] }[],
  language: SessionLanguage,
): string {
  const speaks = voices.filter((voice) => voice.languages.includes(language));
  return (speaks.find((voice) => voice.engine !== 'browser') ?? speaks[0])?.ttsId ?? `browser:${language}`;
}

/** The voices' API paths (spec §7), relative to the service base. */
export const speechPaths = {
  ttsDictionary: '/conversation-api/tts/dictionaryList',
  ttsModelList: '/management/conversation/queryTtsModelList',
  ttsSynthesis: '/management/ttsModel/ttsSynthesis',
  ttsOneLevelTypes: '/management/ttsModel/queryTtsOneLevelTypeList',
  asrList: '/management/speechSkill/queryAsrList',
} as const;
