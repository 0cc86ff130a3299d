import type { EyeShape } from '../types';
import { EYE_DX, FACE } from './anatomy';
import { ax, p, type Pt } from './path';

/** Half-width, height above and below the corners' line, and how much higher the outer corner sits. */
const SHAPES: Record<EyeShape, { hw: number; up: number; down: number; lift: number }> = {
  almond: { hw: 16, up: 9.5, down: 6, lift: 1.5 },
  round: { hw: 15, up: 10, down: 7.5, lift: 0.5 },
  narrow: { hw: 16, up: 7.5, down: 5, lift: 2 },
  hooded: { hw: 16, up: 8, down: 6, lift: 0.5 },
};

/**
 * One eye's paths for a lid closed by `closed` (0 open .. 1 shut). The eye is two quadratic curves between its
 * corners; the lid's edge is a third whose control point slides from the upper curve's to the lower one's, so the
 * lid always lies inside the eye and needs no clip path (no ids to keep unique on a page of many characters).
 */
export function eyeGeometry(shape: EyeShape, closed: number, side: 1 | -1, shift: number) {
  const { hw, up, down, lift } = SHAPES[shape];
  const c = Math.min(1, Math.max(0, closed));
  const cx = side * EYE_DX + shift;
  const y = FACE.eye;
  const inner: Pt = [cx - side * hw, y + 0.5];
  const outer: Pt = [cx + side * hw, y - lift];
  const topCtrl: Pt = [cx, y - 2 * up];
  const bottomCtrl: Pt = [cx, y + 2 * down];
  const lidCtrl: Pt = [cx, y - 2 * up + c * 2 * (up + down)];
  const left = Math.min(inner[0], outer[0]) - 2;
  const right = Math.max(inner[0], outer[0]) + 2;
  const top = y - up - lift - 2;
  const bottom = y + down + 2;
  const box = `M${p([left, top])}H${ax(right)}V${bottom}H${ax(left)}Z`;
  const almond = `M${p(inner)}Q${p(topCtrl)} ${p(outer)}Q${p(bottomCtrl)} ${p(inner)}Z`;
  const irisR = (up + down) / 2 + 1.2;
  return {
    white: almond,
    /** Skin around the eye's outline, hiding the part of the iris outside it. */
    surround: `${box}${almond}`,
    iris: { cx: cx, cy: y - (up - down) / 2 + 0.5, r: irisR },
    lid: `M${p(inner)}Q${p(topCtrl)} ${p(outer)}Q${p(lidCtrl)} ${p(inner)}Z`,
    lash: `M${p(inner)}Q${p(lidCtrl)} ${p(outer)}`,
    lower: `M${p(inner)}Q${p(bottomCtrl)} ${p(outer)}`,
    crease: `M${p([cx - side * (hw - 3), y - up + 1])}Q${p([cx + side * 2, y - 2 * up - 6])} ${p([cx + side * (hw - 1), y - lift - up + 2])}`,
    wing: `M${p([outer[0] - side * 3, outer[1] - 1.2])}L${p([outer[0] + side * 5, outer[1] - 4.5])}L${p([outer[0] - side * 1, outer[1] + 1.2])}Z`,
  };
}
