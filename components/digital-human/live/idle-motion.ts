import type { Random } from './random';

/** Small motions of a body at rest, in the renderer's units: degrees for tilt, turn and sway, 0..1 for breath. */
export interface IdleMotion {
  tilt: number;
  turn: number;
  sway: number;
  breath: number;
}

const TAU = Math.PI * 2;
/** About 14 breaths a minute. */
export const BREATH_PERIOD_MS = 4300;

/** Each motion is two slow sines of periods that never line up, so it never visibly repeats. */
const WAVES = {
  tilt: [
    [1.1, 5300],
    [0.5, 3100],
  ],
  turn: [
    [1.6, 7900],
    [0.7, 4100],
  ],
  sway: [
    [0.45, 9100],
    [0.2, 5700],
  ],
} as const satisfies Record<string, readonly (readonly [amplitude: number, periodMs: number])[]>;

/** Largest value each motion reaches at amplitude 1, within the renderer's natural ranges (±6°, ±20°, ±2°). */
export const IDLE_REACH = {
  tilt: WAVES.tilt[0][0] + WAVES.tilt[1][0],
  turn: WAVES.turn[0][0] + WAVES.turn[1][0],
  sway: WAVES.sway[0][0] + WAVES.sway[1][0],
};

/**
 * Breathing and the small drift of head and body, as a pure function of time: `phases` (from `idlePhases`) keep two
 * characters on one page out of step; `amplitude` scales the drift (stiller when listening, livelier when speaking).
 */
export function idleMotion(now: number, phases: readonly number[], amplitude = 1): IdleMotion {
  const wave = (waves: readonly (readonly [number, number])[], offset: number) =>
    waves.reduce((sum, [a, period], i) => sum + a * Math.sin((TAU * now) / period + phases[offset + i]!), 0) *
    amplitude;
  return {
    tilt: wave(WAVES.tilt, 0),
    turn: wave(WAVES.turn, 2),
    sway: wave(WAVES.sway, 4),
    breath: 0.5 - 0.5 * Math.cos((TAU * now) / BREATH_PERIOD_MS + phases[6]!),
  };
}

export const idlePhases = (random: Random) => Array.from({ length: 7 }, () => random() * TAU);
