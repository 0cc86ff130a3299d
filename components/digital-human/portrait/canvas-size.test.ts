import { describe, expect, it } from 'vitest';
import { canvasSize } from './portrait-renderer';

const photo = { width: 926, height: 1158 };

describe('the portrait canvas’s pixels', () => {
  it('are the box’s at the device’s pixel ratio while the photo has at least as many', () => {
    expect(canvasSize(390, 693, 1, photo)).toEqual({ width: 390, height: 693 });
    expect(canvasSize(300, 400, 2, photo)).toEqual({ width: 600, height: 800 });
  });

  it('stop at the photo’s own resolution, keeping the box’s shape', () => {
    // 1366 × 768 covers with the photo 1.475 times magnified: drawn at the photo's scale instead.
    const size = canvasSize(1366, 768, 1, photo);
    expect(size).toEqual({ width: 926, height: 521 });
    // A phone at 3× is taken at 2×, then held to the photo: 390 × 693 css → 652 × 1158.
    expect(canvasSize(390, 693, 3, photo)).toEqual({ width: 652, height: 1158 });
  });

  it('never drop below a pixel', () => {
    expect(canvasSize(0, 0, 1, photo)).toEqual({ width: 1, height: 1 });
  });
});
