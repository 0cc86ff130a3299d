import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { AUDITION_TEXT_MAX } from '@/features/speech/contract';
import { dataDir } from '@/lib/server/data-dir';
import { createClipCache } from './clip-cache';
import { ttsRegistry, type TtsRegistry } from './registry';
import { synthesisText, voiceSettings } from './settings';
import { TtsError, type SynthesisResult, type TtsLanguage, type VoiceSettings } from './types';
import { parseWav } from './wav';

/** An audition says a sentence or two; longer texts are not worth keeping as clips. */
export const MAX_AUDITION_TEXT = AUDITION_TEXT_MAX;

export interface AuditionInput extends Partial<VoiceSettings> {
  ttsId: string;
  /** The voice's sample sentence in `language` when absent. */
  text?: string;
  /** The session's language: a voice that does not speak it is refused. */
  language?: TtsLanguage;
}

export interface AuditionClip extends SynthesisResult {
  cached: 'memory' | 'disk' | false;
}

// Bumped when the same input should sound different for reasons the engine fingerprint does not show.
const CLIP_FORMAT = 1;

export function createAudition(registry: TtsRegistry, cacheDir: string) {
  const cache = createClipCache({ dir: cacheDir });
  return async function audition(input: AuditionInput): Promise<AuditionClip> {
    const voice = registry.voice(input.ttsId);
    if (!voice) throw new TtsError('unknown-voice', `no voice ${input.ttsId}`);
    const language = input.language ?? voice.languages[0]!;
    if (!voice.languages.includes(language))
      throw new TtsError('language-unsupported', `${voice.ttsId} does not speak ${language}`);
    const provider = registry.provider(voice.engine);
    if (!provider)
      throw new TtsError('no-server-synthesis', `${voice.ttsId} is spoken by the visitor's device`);
    const text = synthesisText(input.text?.trim() || voice.sampleText[language]!, MAX_AUDITION_TEXT);
    const settings = voiceSettings(input);
    const key = createHash('sha256')
      .update(JSON.stringify([CLIP_FORMAT, provider.fingerprint, voice.speaker, text, settings]))
      .digest('hex');
    const { audio, cached } = await cache.get(key, async () => {
      const result = await provider.synthesize({ text, voice, ...settings });
      return result.audio;
    });
    return { audio, mimeType: 'audio/wav', durationMs: parseWav(audio).durationMs, cached };
  };
}

const store = globalThis as typeof globalThis & {
  __dhAudition?: ReturnType<typeof createAudition>;
};

/** A voice's audition clip with the chosen volume, pitch and speed, cached under DATA_DIR/tts-cache/. */
export function auditionClip(input: AuditionInput): Promise<AuditionClip> {
  store.__dhAudition ??= createAudition(ttsRegistry(), path.join(dataDir(), 'tts-cache'));
  return store.__dhAudition(input);
}
