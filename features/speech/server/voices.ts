import 'server-only';
import type { z } from 'zod';
import type { SessionLanguage } from '@/lib/contract/languages';
import {
  fallbackVoiceId,
  type TtsEngineDto,
  type ttsModelListRequest,
  type VoiceDto,
} from '@/features/speech/contract';
import { ttsRegistry, type TtsRegistry } from './tts/registry';
import type { TtsLanguage, TtsVoice } from './tts/types';

const voiceDto = (voice: TtsVoice): VoiceDto => ({
  ttsId: voice.ttsId,
  engine: voice.engine,
  speaker: voice.speaker,
  name: voice.name,
  languages: [...voice.languages],
  gender: voice.gender,
  sampleText: voice.sampleText,
  fallbackTtsId: voice.fallbackTtsId ?? null,
});

/** The spec's "synthesis engine dictionary list": every voice offered, filtered by language and engine. */
export function listVoices(
  query: z.output<typeof ttsModelListRequest>,
  registry: TtsRegistry = ttsRegistry(),
): VoiceDto[] {
  return registry
    .voices()
    .filter((voice) => !query.language || voice.languages.includes(query.language))
    .filter((voice) => !query.engine || voice.engine === query.engine)
    .map(voiceDto);
}

/** The spec's "TTS one-level type list": the engines this server offers. */
export function listEngines(registry: TtsRegistry = ttsRegistry()): TtsEngineDto[] {
  return registry.engines().map(({ engine, name, serverSynthesis }) => ({ engine, name, serverSynthesis }));
}

/**
 * The voice a new session of `language` starts with: the character's own voice when it speaks the language, else
 * a server voice of the language and the character's gender, else the device's voice for the language.
 */
export function sessionVoice(
  character: { ttsId: string; gender: 'female' | 'male' },
  language: TtsLanguage,
  registry: TtsRegistry = ttsRegistry(),
): string {
  const own = registry.voice(character.ttsId);
  if (own?.languages.includes(language)) return own.ttsId;
  const speaks = registry.voices().filter((voice) => voice.languages.includes(language));
  const server = speaks.filter((voice) => voice.engine !== 'browser');
  return (
    server.find((voice) => voice.gender === character.gender)?.ttsId ??
    server[0]?.ttsId ??
    speaks[0]?.ttsId ??
    `browser:${language}`
  );
}

/**
 * The voice a session speaks with: its own while this server offers it, else (a cloud voice the operator no longer
 * configures) the contract's fallback of its language, so that the conversation keeps its voice rather than going
 * silent.
 */
export function availableVoiceId(
  ttsId: string,
  language: SessionLanguage,
  registry: TtsRegistry = ttsRegistry(),
): string {
  return registry.voice(ttsId) ? ttsId : fallbackVoiceId(registry.voices(), language);
}
