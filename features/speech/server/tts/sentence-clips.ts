import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { dataDir } from '@/lib/server/data-dir';
import { createClipCache } from './clip-cache';
import { ttsRegistry, type TtsRegistry } from './registry';
import { synthesisText, voiceSettings } from './settings';
import { TtsError, type VoiceSettings } from './types';

// The conversation's sentences in a session's voice: each clip is kept under the hash of what made it (engine,
// voice, text, settings), in memory and under DATA_DIR/tts-cache/ beside the auditions, so a sentence said again
// (a scene's reply, the prologue) is never synthesized twice, and any instance sharing DATA_DIR can serve it.

const CLIP_FORMAT = 1;

export interface SentenceVoice extends Partial<VoiceSettings> {
  ttsId: string;
}

export function createSentenceClips(registry: TtsRegistry, cacheDir: string) {
  const cache = createClipCache({ dir: cacheDir, maxEntries: 512, maxBytes: 64 * 1024 * 1024 });
  return {
    /** The clip's id (its key); null when the voice is the visitor's device's, which the server never speaks. */
    async speak(
      text: string,
      choice: SentenceVoice,
      signal?: AbortSignal,
    ): Promise<{ clipId: string; cached: boolean } | null> {
      const voice = registry.voice(choice.ttsId);
      if (!voice) throw new TtsError('unknown-voice', `no voice ${choice.ttsId}`);
      const provider = registry.provider(voice.engine);
      if (!provider) return null;
      const clean = synthesisText(text);
      const settings = voiceSettings(choice);
      const key = createHash('sha256')
        .update(JSON.stringify([CLIP_FORMAT, provider.fingerprint, voice.speaker, clean, settings]))
        .digest('hex');
      const { cached } = await cache.get(key, async () => {
        const result = await provider.synthesize({ text: clean, voice, ...settings, signal });
        return result.audio;
      });
      return { clipId: key, cached: cached !== false };
    },
    /** A clip this server made, by its id; undefined for any other id. */
    clip: (clipId: string) => cache.find(clipId),
  };
}

const store = globalThis as typeof globalThis & {
  __dhSentenceClips?: ReturnType<typeof createSentenceClips>;
};

export function sentenceClips() {
  store.__dhSentenceClips ??= createSentenceClips(ttsRegistry(), path.join(dataDir(), 'tts-cache'));
  return store.__dhSentenceClips;
}
