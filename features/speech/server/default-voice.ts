import 'server-only';
import { ESPEAK_VOICES } from './tts/espeak-voices';
import type { TtsLanguage } from './tts/types';

const LANGUAGE_OF_ESPEAK: Record<string, TtsLanguage> = { cmn: 'zh', 'en-us': 'en', 'en-gb': 'en', ja: 'ja' };

/**
 * The cast names the eSpeak voice each character was designed with (`espeak:cmn+f2`); the catalogue offers only
 * the voices the registry lists, so a character gets that voice when it is offered, else an offered embedded voice
 * of the same language and gender (same accent first), spread by the variant's number. eSpeak offers no Japanese
 * voice (it reads kana only), so a Japanese-speaking character defaults to the device's Japanese voice.
 */
export function defaultVoiceFor(castVoice: string): string {
  const speaker = castVoice.replace(/^espeak:/, '');
  const exact = ESPEAK_VOICES.find((voice) => voice.speaker === speaker);
  if (exact) return exact.ttsId;
  const [accent = '', variant = ''] = speaker.split('+');
  const language = LANGUAGE_OF_ESPEAK[accent] ?? 'zh';
  if (language === 'ja') return 'browser:ja';
  const gender = variant.startsWith('m') ? 'male' : 'female';
  const sameKind = ESPEAK_VOICES.filter((v) => v.languages.includes(language) && v.gender === gender);
  const sameAccent = sameKind.filter((v) => v.speaker.startsWith(`${accent}+`));
  const pool = sameAccent.length ? sameAccent : sameKind;
  return pool[Number(variant.slice(1) || 0) % pool.length]!.ttsId;
}
