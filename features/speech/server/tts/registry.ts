import 'server-only';
import { browserVoices } from './browser-voices';
import { createEspeakProvider } from './espeak-provider';
import { openAiTtsConfig } from './openai-config';
import { createOpenAiProvider } from './openai-provider';
import type { TtsEngine, TtsEngineId, TtsLanguage, TtsProvider, TtsVoice } from './types';

const ENGINE_NAMES: Record<TtsEngineId, TtsEngine['name']> = {
  espeak: { zh: '内置语音（eSpeak NG）', en: 'Built-in voices (eSpeak NG)' },
  openai: { zh: '云端语音', en: 'Cloud voices' },
  browser: { zh: '设备语音', en: 'Device voices' },
};

export interface TtsRegistry {
  /** The spec's "TTS one-level type list": the engines this server offers. */
  engines(): TtsEngine[];
  /** The spec's "synthesis engine dictionary list": every voice of every engine offered. */
  voices(): readonly TtsVoice[];
  voice(ttsId: string): TtsVoice | undefined;
  provider(engine: TtsEngineId): TtsProvider | undefined;
}

/** The server voices first, so that a browser voice falls back to the first server voice of its language. */
export function createTtsRegistry(providers: readonly TtsProvider[]): TtsRegistry {
  const serverVoices = providers.flatMap((provider) => provider.voices());
  const fallbackFor = (language: TtsLanguage) =>
    serverVoices.find((voice) => voice.languages.includes(language))?.ttsId ?? null;
  const voices = [...serverVoices, ...browserVoices(fallbackFor)];
  const byId = new Map(voices.map((voice) => [voice.ttsId, voice]));
  return {
    engines: () => [
      ...providers.map((provider) => ({
        engine: provider.engine,
        name: ENGINE_NAMES[provider.engine],
        serverSynthesis: true,
      })),
      { engine: 'browser', name: ENGINE_NAMES.browser, serverSynthesis: false },
    ],
    voices: () => voices,
    voice: (ttsId) => byId.get(ttsId),
    provider: (engine) => providers.find((provider) => provider.engine === engine),
  };
}

const store = globalThis as typeof globalThis & { __dhTts?: TtsRegistry };

/** The embedded engine always; the OpenAI-compatible one when the operator configured it. */
export function ttsRegistry(): TtsRegistry {
  if (!store.__dhTts) {
    const openAi = openAiTtsConfig();
    store.__dhTts = createTtsRegistry([
      createEspeakProvider(),
      ...(openAi ? [createOpenAiProvider(openAi)] : []),
    ]);
  }
  return store.__dhTts;
}

/** Spec §5: a voice that does not speak the session's language (English, above all) is refused. */
export function voiceSpeaks(
  ttsId: string,
  language: TtsLanguage,
  registry: TtsRegistry = ttsRegistry(),
): boolean {
  return registry.voice(ttsId)?.languages.includes(language) ?? false;
}
