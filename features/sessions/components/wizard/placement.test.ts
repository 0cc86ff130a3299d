import { describe, expect, it } from 'vitest';
import {
  clampPlacement,
  defaultPlacement,
  keyPlacement,
  movePlacement,
  resizePlacement,
  scalePlacement,
  type Placement,
} from './placement';

const wide = { videoWidth: 1920, videoHeight: 1080 };
const tall = { videoWidth: 1080, videoHeight: 1920 };
const aspect = (p: Placement) => p.humanHeight / p.humanWidth;

describe('placement', () => {
  it('stands a new character centred on the bottom edge at 90% of the height', () => {
    expect(defaultPlacement(wide)).toEqual({ humanX: 687, humanY: 108, humanWidth: 547, humanHeight: 972 });
    const p = defaultPlacement(tall);
    expect(p.humanHeight).toBe(1728);
    expect(p.humanY + p.humanHeight).toBe(1920);
    expect(p.humanX + p.humanWidth / 2).toBeCloseTo(540, 0);
  });

  it('moves by the drag and keeps a quarter of the frame inside', () => {
    const start = defaultPlacement(wide);
    expect(movePlacement(start, 100, -50, wide)).toMatchObject({ humanX: 787, humanY: 58 });
    const far = movePlacement(start, 5000, 5000, wide);
    expect(far.humanX).toBe(Math.round(1920 - far.humanWidth * 0.25));
    expect(far.humanY).toBe(Math.round(1080 - far.humanHeight * 0.25));
    const back = movePlacement(start, -5000, -5000, wide);
    expect(back.humanX).toBe(Math.round(-far.humanWidth * 0.75));
    expect(back.humanY).toBe(Math.round(-far.humanHeight * 0.75));
    // The size never changes by moving.
    expect(far.humanWidth).toBe(start.humanWidth);
  });

  it('resizes from the bottom-right corner at the 540:960 aspect, the top-left corner fixed', () => {
    const start = { humanX: 100, humanY: 100, humanWidth: 540, humanHeight: 960 };
    const diagonal = resizePlacement(start, 54, 96, wide);
    expect(diagonal).toEqual({ humanX: 100, humanY: 100, humanWidth: 594, humanHeight: 1056 });
    const sideways = resizePlacement(start, -200, 0, wide);
    expect(sideways.humanWidth).toBeLessThan(540);
    expect(aspect(sideways)).toBeCloseTo(960 / 540, 2);
    expect(sideways).toMatchObject({ humanX: 100, humanY: 100 });
  });

  it('keeps the size between a fifth and twice the video height', () => {
    const start = defaultPlacement(wide);
    const tiny = resizePlacement(start, -5000, -5000, wide);
    expect(tiny.humanHeight).toBeGreaterThanOrEqual(216);
    expect(tiny.humanHeight).toBeLessThan(230);
    const huge = scalePlacement(start, 100, wide);
    expect(huge.humanHeight).toBeLessThanOrEqual(2160);
    expect(huge.humanHeight).toBeGreaterThan(2150);
  });

  it('pulls a stored placement of another ratio back into the picture', () => {
    const fromWide = { humanX: 1500, humanY: 108, humanWidth: 547, humanHeight: 972 };
    const fixed = clampPlacement(fromWide, { videoWidth: 1080, videoHeight: 1080 });
    expect(fixed.humanX).toBeLessThanOrEqual(1080 - fixed.humanWidth * 0.25);
  });

  it('scales around the centre', () => {
    const start = { humanX: 500, humanY: 100, humanWidth: 540, humanHeight: 960 };
    const bigger = scalePlacement(start, 1.1, wide);
    expect(bigger.humanWidth).toBe(594);
    expect(bigger.humanX + bigger.humanWidth / 2).toBeCloseTo(770, 0);
    expect(bigger.humanY + bigger.humanHeight / 2).toBeCloseTo(580, 0);
  });

  it('moves with the arrow keys and resizes with + and -', () => {
    const start = defaultPlacement(wide);
    expect(keyPlacement(start, 'ArrowRight', false, wide)?.humanX).toBe(start.humanX + 19);
    expect(keyPlacement(start, 'ArrowUp', true, wide)?.humanY).toBe(start.humanY - 96);
    expect(keyPlacement(start, '+', false, wide)!.humanWidth).toBeGreaterThan(start.humanWidth);
    expect(keyPlacement(start, '-', false, wide)!.humanWidth).toBeLessThan(start.humanWidth);
    expect(keyPlacement(start, 'a', false, wide)).toBeNull();
  });
});
