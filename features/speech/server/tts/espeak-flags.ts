import type { VoiceSettings } from './types';

/** eSpeak NG's normal rate in words per minute, and the rates it accepts. */
const NORMAL_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;

/**
 * Our ranges (settings.ts) onto eSpeak NG's command-line flags, each default onto eSpeak's own default:
 * volume 0–100 → `-a` amplitude 0–200 (50 → 100), pitch 0–100 → `-p` 0–99 (50 → 50), speed 0.5–2.0 → `-s`
 * words per minute (1.0 → 175, 0.5 → 88, 2.0 → 350).
 */
export function espeakFlags({ volume, pitch, speed }: VoiceSettings): string[] {
  const amplitude = Math.round(volume * 2);
  const espeakPitch = Math.min(99, Math.round(pitch * 0.99));
  const wpm = Math.min(MAX_WPM, Math.max(MIN_WPM, Math.round(NORMAL_WPM * speed)));
  return ['-a', String(amplitude), '-p', String(espeakPitch), '-s', String(wpm)];
}
