import type { SessionLanguage } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';

/**
 * Spec §5: the voice must speak the session's language ("voice must support English" for English sessions).
 * The key is the message the server gives for the same refusal.
 */
export function voiceRefusal(
  voice: VoiceDto | undefined,
  language: SessionLanguage,
): 'voiceNotEnglish' | 'invalid' | null {
  if (!voice || voice.languages.includes(language)) return null;
  return language === 'en' ? 'voiceNotEnglish' : 'invalid';
}
