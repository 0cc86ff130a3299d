import { describe, expect, it } from 'vitest';
import { FRAME_MS, silence, voiced, type Timbre } from './audio-test-kit';
import { LipSync, rmsDb, spectralSpread, type AudioFrame, type MouthState } from './lip-sync';

function play(lips: LipSync, frames: (AudioFrame | null)[]): MouthState[] {
  return frames.map((frame) => lips.next(frame, FRAME_MS));
}
const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

describe('lip sync', () => {
  it('measures the level and the spectral balance of a frame', () => {
    expect(rmsDb(voiced(-20).samples)).toBeCloseTo(-20, 0);
    expect(spectralSpread(voiced(-20, 'dark'))).toBe(-1);
    expect(Math.abs(spectralSpread(voiced(-20, 'open')))).toBeLessThan(0.2);
    expect(spectralSpread(voiced(-20, 'bright'))).toBe(1);
  });

  it('keeps the mouth closed in silence and when nothing plays', () => {
    const states = play(new LipSync(), [...times(30, silence), ...times(30, () => null)]);
    expect(states.every((s) => s.open === 0 && s.shape === 'closed')).toBe(true);
  });

  it('opens the mouth within a few frames of loud voiced sound', () => {
    const states = play(
      new LipSync(),
      times(6, () => voiced(-14)),
    );
    expect(states[0]!.open).toBeGreaterThan(0.2);
    expect(states.at(-1)!.open).toBeGreaterThan(0.85);
    expect(states.at(-1)!.shape).toBe('open');
  });

  it('opens less for a quieter syllable than for a loud one', () => {
    const lips = new LipSync();
    const loud = play(
      lips,
      times(10, () => voiced(-14)),
    ).at(-1)!.open;
    const soft = play(
      lips,
      times(10, () => voiced(-24)),
    ).at(-1)!.open;
    expect(soft).toBeGreaterThan(0.1);
    expect(soft).toBeLessThan(loud - 0.3);
  });

  it.each([
    ['dark', 'round'],
    ['open', 'open'],
    ['bright', 'wide'],
  ] as [Timbre, string][])('shapes a %s vowel as %s', (timbre, shape) => {
    const last = play(
      new LipSync(),
      times(12, () => voiced(-16, timbre)),
    ).at(-1)!;
    expect(last.shape).toBe(shape);
  });

  it('closes the mouth in a pause mid-speech, within 150 ms, and opens again after it', () => {
    const lips = new LipSync();
    play(
      lips,
      times(20, () => voiced(-14)),
    );
    const pause = play(lips, times(Math.ceil(150 / FRAME_MS), silence));
    expect(pause.at(-1)).toMatchObject({ open: 0, shape: 'closed' });
    expect(pause[0]!.open).toBeGreaterThan(0.3); // eases shut rather than snapping
    expect(
      play(
        lips,
        times(4, () => voiced(-14)),
      ).at(-1)!.open,
    ).toBeGreaterThan(0.7);
  });

  it('nearly closes the lips on a hum (m, n) although the sound stays loud', () => {
    const lips = new LipSync();
    play(
      lips,
      times(20, () => voiced(-14)),
    );
    const hum = play(
      lips,
      times(8, () => voiced(-16, 'hum')),
    ).at(-1)!;
    expect(hum.open).toBeLessThan(0.1);
    expect(
      play(
        lips,
        times(4, () => voiced(-14)),
      ).at(-1)!.open,
    ).toBeGreaterThan(0.7);
  });

  it('does not flap on a single quiet frame inside a vowel', () => {
    const lips = new LipSync();
    play(
      lips,
      times(20, () => voiced(-14)),
    );
    const [dip] = play(lips, [silence()]);
    expect(dip!.open).toBeGreaterThan(0.5);
  });

  it('does not treat noise under the gate as speech', () => {
    const states = play(
      new LipSync(),
      times(30, () => voiced(-50)),
    );
    expect(states.every((s) => s.open === 0)).toBe(true);
  });
});
