import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LivePose } from '../live/motion';
import { buildMesh, INNER_LIPS, posePoints } from './geometry';
import { cavityBox, mouthInside } from './mouth-inside';
import { portraitRigSchema } from './rig';

const rig = portraitRigSchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), 'tests/data/portraits/sample1.json'), 'utf8')),
);
const mesh = buildMesh(rig);
const view = { scale: 2, x: -100, y: -50 };
const posed = (open: number) => {
  const pose: LivePose = {
    head: { tilt: 0, turn: 0 },
    sway: 0,
    breath: 0,
    eyelids: 0,
    mouth: { open, spread: 0, shape: open > 0 ? 'open' : 'closed' },
  };
  return posePoints(mesh, pose, new Float32Array(mesh.rest.length));
};
const onCanvas = (points: Float32Array, i: number) => [
  points[i * 2]! * view.scale + view.x,
  points[i * 2 + 1]! * view.scale + view.y,
];

describe('the mouth’s inside', () => {
  it('follows the inner lips on the canvas', () => {
    const points = posed(0.8);
    const { cavity } = mouthInside(points, view, 0.8);
    expect(cavity).toHaveLength(INNER_LIPS.length * 2);
    INNER_LIPS.forEach((i, k) => {
      const [x, y] = onCanvas(points, i);
      expect(cavity[k * 2]).toBeCloseTo(x!, 3);
      expect(cavity[k * 2 + 1]).toBeCloseTo(y!, 3);
    });
  });

  it('shows no teeth while the mouth is nearly closed', () => {
    expect(mouthInside(posed(0.02), view, 0.02).teeth).toBeNull();
  });

  it('hangs the teeth under the upper lip, a third of the way into the opening', () => {
    const points = posed(1);
    const { teeth } = mouthInside(points, view, 1);
    const opening = onCanvas(points, 14)[1]! - onCanvas(points, 13)[1]!;
    expect(opening).toBeGreaterThan(10);
    for (let k = 0; k < teeth!.length; k += 4) {
      expect(teeth![k + 2]).toBe(teeth![k]);
      expect(teeth![k + 3]! - teeth![k + 1]!).toBeCloseTo(opening * 0.32, 3);
    }
  });

  it('boxes the cavity with a margin, for the canvas fallback to clear', () => {
    const { cavity } = mouthInside(posed(1), view, 1);
    const [left, top, right, bottom] = cavityBox(cavity);
    for (let k = 0; k < cavity.length; k += 2) {
      expect(cavity[k]).toBeGreaterThan(left + 2);
      expect(cavity[k]).toBeLessThan(right - 2);
      expect(cavity[k + 1]).toBeGreaterThan(top + 2);
      expect(cavity[k + 1]).toBeLessThan(bottom - 2);
    }
  });
});
