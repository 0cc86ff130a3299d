import type { Random } from './random';

/** One blink, in ms: the lid falls fast, rests shut a moment and rises more slowly. */
const CLOSING = 70;
const SHUT = 30;
const OPENING = 110;
export const BLINK_MS = CLOSING + SHUT + OPENING;

export interface BlinkTiming {
  /** Shortest and longest time between the starts of two blinks, in ms. */
  minGap: number;
  maxGap: number;
  /** How often a blink is followed at once by a second one. */
  doubleChance: number;
}

/** People at rest blink every 2–6 s, more often in the shorter half; now and then twice in a row. */
export const NATURAL_BLINKS: BlinkTiming = { minGap: 2000, maxGap: 6000, doubleChance: 0.15 };

/** Start of the second blink of a double, after the first's start. */
const DOUBLE_GAP = [260, 340] as const;

const easeIn = (x: number) => x * x;
const easeOut = (x: number) => 1 - (1 - x) * (1 - x);

/** How shut the lids are (0 open .. 1 shut) `ms` after a blink started. */
export function lidDuring(ms: number): number {
  if (ms < 0 || ms >= BLINK_MS) return 0;
  if (ms < CLOSING) return easeIn(ms / CLOSING);
  if (ms < CLOSING + SHUT) return 1;
  return 1 - easeOut((ms - CLOSING - SHUT) / OPENING);
}

/**
 * Schedules blinks at natural random intervals and tells how shut the lids are at any moment. Times only move
 * forward; after a long jump (a hidden tab) the schedule starts afresh instead of catching up.
 */
export class Blinker {
  private start: number;
  private inDouble = false;

  constructor(
    private readonly random: Random,
    now = 0,
    private readonly timing: BlinkTiming = NATURAL_BLINKS,
  ) {
    this.start = now + this.gap();
  }

  /** Lid closure at `now` (ms). */
  lidAt(now: number): number {
    if (now - this.start > this.timing.maxGap * 2) {
      this.inDouble = false;
      this.start = now + this.gap();
    }
    while (now >= this.start + BLINK_MS) this.start = this.following(this.start);
    return lidDuring(now - this.start);
  }

  /** When the blink in progress, or the next one, starts. */
  get nextStart(): number {
    return this.start;
  }

  private gap() {
    const { minGap, maxGap } = this.timing;
    const r = this.random();
    return minGap + (maxGap - minGap) * r * r;
  }

  private following(start: number) {
    if (!this.inDouble && this.random() < this.timing.doubleChance) {
      this.inDouble = true;
      return start + DOUBLE_GAP[0] + (DOUBLE_GAP[1] - DOUBLE_GAP[0]) * this.random();
    }
    this.inDouble = false;
    return start + this.gap();
  }
}
