import { describe, expect, it } from 'vitest';
import { BLINK_MS, Blinker, lidDuring, NATURAL_BLINKS } from './blink';
import { seededRandom } from './random';

/** The start times of the blinks a blinker makes over `ms`, sampled every frame. */
function blinkStarts(blinker: Blinker, ms: number) {
  const starts: number[] = [];
  let wasOpen = true;
  for (let t = 0; t <= ms; t += 1000 / 60) {
    const shut = blinker.lidAt(t) > 0;
    if (shut && wasOpen) starts.push(blinker.nextStart);
    wasOpen = !shut;
  }
  return starts;
}

describe('blinks', () => {
  it('shut the lids fully and open them again within a quarter of a second', () => {
    expect(lidDuring(-1)).toBe(0);
    expect(lidDuring(35)).toBeGreaterThan(0);
    expect(lidDuring(85)).toBe(1);
    expect(lidDuring(150)).toBeGreaterThan(0);
    expect(lidDuring(150)).toBeLessThan(1);
    expect(lidDuring(BLINK_MS)).toBe(0);
    expect(BLINK_MS).toBeLessThan(250);
  });

  it('come at natural random intervals of 2–6 s, now and then as a double blink', () => {
    const starts = blinkStarts(new Blinker(seededRandom(7)), 10 * 60_000);
    const gaps = starts.slice(1).map((s, i) => s - starts[i]!);
    const doubles = gaps.filter((g) => g < 400);
    const singles = gaps.filter((g) => g >= 400);
    expect(singles.every((g) => g >= NATURAL_BLINKS.minGap && g <= NATURAL_BLINKS.maxGap)).toBe(true);
    // About 10–25 a minute, the rate of a person at rest or talking.
    expect(starts.length / 10).toBeGreaterThan(10);
    expect(starts.length / 10).toBeLessThan(25);
    expect(doubles.length).toBeGreaterThan(0);
    expect(doubles.length / gaps.length).toBeLessThan(0.25);
    // Not a metronome: the gaps spread over the range.
    expect(Math.max(...singles) - Math.min(...singles)).toBeGreaterThan(2500);
  });

  it('repeat exactly with the same seed and differ with another', () => {
    const run = (seed: number) => blinkStarts(new Blinker(seededRandom(seed)), 30_000);
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
  });

  it('start afresh after a long jump in time instead of catching up', () => {
    const blinker = new Blinker(seededRandom(3));
    blinker.lidAt(1000);
    blinker.lidAt(10 * 60_000);
    expect(blinker.nextStart).toBeGreaterThan(10 * 60_000);
    expect(blinker.nextStart).toBeLessThanOrEqual(10 * 60_000 + NATURAL_BLINKS.maxGap);
  });
});
