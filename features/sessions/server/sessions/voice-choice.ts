import 'server-only';
import type { SessionLanguage } from '@/features/sessions/contract';
import { ttsRegistry, voiceSpeaks } from '@/features/sessions/server/tts/registry';

/**
 * The character's own voice when it speaks the language, else the first server voice that does, else a device
 * voice (a language no server engine speaks, such as Japanese without a configured cloud voice).
 */
export function voiceFor(defaultTtsId: string, language: SessionLanguage): string | null {
  if (voiceSpeaks(defaultTtsId, language)) return defaultTtsId;
  const speakers = ttsRegistry()
    .voices()
    .filter((voice) => voice.languages.includes(language));
  return (speakers.find((voice) => voice.engine !== 'browser') ?? speakers[0])?.ttsId ?? null;
}
