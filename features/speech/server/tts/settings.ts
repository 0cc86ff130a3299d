import { TtsError, type VoiceSettings } from './types';
import { stripEmoji } from '@/lib/contract/emoji';

/**
 * The platform's ranges for a session's ttsVolume, ttsPitch and ttsSpeedRate, the same for every engine: volume
 * 0–100 (50 is the engine's normal loudness), pitch 0–100 (50 is the voice's own pitch), speed 0.5–2.0 (1.0 is
 * the voice's normal rate). Each provider maps them onto what its engine takes.
 */
export const VOICE_SETTING_RANGES = {
  volume: { min: 0, max: 100, default: 50 },
  pitch: { min: 0, max: 100, default: 50 },
  speed: { min: 0.5, max: 2, default: 1 },
} as const;

/** Long enough for any sentence of a reply; a longer text is split into sentences before it is synthesized. */
export const MAX_SYNTHESIS_TEXT = 1000;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Missing or non-finite values take their defaults; values outside a range are brought to its nearest end. */
export function voiceSettings(input: Partial<VoiceSettings>): VoiceSettings {
  const pick = (key: keyof VoiceSettings) => {
    const range = VOICE_SETTING_RANGES[key];
    const value = input[key];
    return typeof value === 'number' && Number.isFinite(value)
      ? clamp(value, range.min, range.max)
      : range.default;
  };
  return { volume: pick('volume'), pitch: pick('pitch'), speed: pick('speed') };
}

/** Control characters would reach the engines as input; an empty text has nothing to say. */
export function synthesisText(text: string, max = MAX_SYNTHESIS_TEXT): string {
  // Emoji are saved as written but never spoken: a voice would read their names aloud (spec §5 emoji helper).
  const clean = stripEmoji(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')).trim();
  if (!clean) throw new TtsError('text-invalid', 'nothing to synthesize');
  if ([...clean].length > max) throw new TtsError('text-invalid', `text longer than ${max} characters`);
  return clean;
}
