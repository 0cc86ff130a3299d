import type { LipShape } from '../types';
import { FACE } from './anatomy';
import { p, type Pt } from './path';

export type MouthShape = 'closed' | 'open' | 'round' | 'wide';
/**
 * A named shape; an openness from 0 (closed) to 1 (wide open); or, for lip sync, an openness with a spread from -1
 * (rounded, as for "o" and "u") through 0 to 1 (wide, as for "i" and "e"), so the mouth moves between shapes without
 * jumps.
 */
export type MouthPose = MouthShape | number | { open: number; spread: number };

/** Half-width and height of the opening for each named shape. */
const NAMED: Record<MouthShape, { hw: number; open: number }> = {
  closed: { hw: 19, open: 0 },
  open: { hw: 17, open: 18 },
  round: { hw: 11, open: 15 },
  wide: { hw: 24, open: 10 },
};

const LIP_HEIGHT: Record<LipShape, [number, number]> = {
  thin: [2.6, 3.8],
  medium: [4, 5.4],
  full: [5.4, 7.2],
};

const unit = (x: number) => Math.min(1, Math.max(0, x));

/** Half-width and opening of a pose, how rounded (0..1) and how wide (0..1) it is. */
function opening(pose: MouthPose) {
  if (typeof pose === 'string')
    return { ...NAMED[pose], round: pose === 'round' ? 1 : 0, wide: pose === 'wide' ? 1 : 0 };
  if (typeof pose === 'number') return { hw: 19 - unit(pose) * 2, open: unit(pose) * 20, round: 0, wide: 0 };
  // Between the named shapes: at full openness a spread of -1 is 'round', 0 'open' and 1 'wide'.
  const o = unit(pose.open);
  const round = unit(-pose.spread);
  const wide = unit(pose.spread);
  // Rounding and spreading narrow or widen the lips as they part, not while they are closed.
  const k = Math.min(1, o * 3);
  const hw = 19 - o * 2 - round * k * 6 + wide * k * 7;
  const open = o * (18 - round * 3 - wide * 8);
  return { hw, open: open < 0.05 ? 0 : open, round: open < 0.05 ? 0 : round, wide: open < 0.05 ? 0 : wide };
}

const at = (a: Pt, c: Pt, b: Pt, t: number): Pt => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t ** 2 * b[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t ** 2 * b[1],
];
/** Control point of the part of a quadratic curve between t0 and t1 (its blossom). */
const sub = (a: Pt, c: Pt, b: Pt, t0: number, t1: number): Pt => [
  (1 - t0) * (1 - t1) * a[0] + ((1 - t0) * t1 + t0 * (1 - t1)) * c[0] + t0 * t1 * b[0],
  (1 - t0) * (1 - t1) * a[1] + ((1 - t0) * t1 + t0 * (1 - t1)) * c[1] + t0 * t1 * b[1],
];

/**
 * The mouth's paths for a pose. The opening lies between two quadratic curves through the corners; teeth and tongue
 * are bands that follow those curves, so they never leave the opening and need no clip path.
 */
export function mouthGeometry(pose: MouthPose, lips: LipShape, shift: number) {
  const { hw, open, round, wide } = opening(pose);
  const y = FACE.mouth;
  const cx = shift;
  // How far the lips have parted, 0..1 over the first few units: corners and lip edges move with it continuously,
  // so lip sync does not jump as the mouth opens.
  const parted = Math.min(1, open / 3);
  const smile = 2.6 - parted * 2.1;
  const cornerY = y - smile + round * open * 0.45;
  const L: Pt = [cx - hw, cornerY];
  const R: Pt = [cx + hw, cornerY];
  const lift = open * 0.22;
  const topCtrl: Pt = [cx, y - 2 * lift - round * open * 0.5];
  const bottomCtrl: Pt = [cx, y + 2 * (open * 0.9) + 3.2 + round * open * 0.3];
  const [upper, lower] = LIP_HEIGHT[lips];
  const topMid = at(L, topCtrl, R, 0.5)[1];
  const bottomMid = at(L, bottomCtrl, R, 0.5)[1];

  const teethH = Math.min(5, open * 0.38);
  const teeth = `M${p(L)}Q${p(topCtrl)} ${p(R)}Q${p([cx, topCtrl[1] + 2 * teethH])} ${p(L)}Z`;
  const lowerTeethH = wide * Math.min(3.5, open * 0.3);
  const lowerTeeth = `M${p(L)}Q${p(bottomCtrl)} ${p(R)}Q${p([cx, bottomCtrl[1] - 2 * lowerTeethH])} ${p(L)}Z`;
  const [t0, t1] = [0.24, 0.76];
  const tongue = `M${p(at(L, bottomCtrl, R, t0))}Q${p(sub(L, bottomCtrl, R, t0, t1))} ${p(at(L, bottomCtrl, R, t1))}Q${p([cx, bottomMid - open * 0.9])} ${p(at(L, bottomCtrl, R, t0))}Z`;

  const bow = topMid - upper;
  const upperLip =
    `M${p([L[0] - 1, L[1]])}Q${p([cx - hw * 0.5, bow - 1.2])} ${p([cx - 4, bow])}Q${p([cx, bow + 1.6])} ${p([cx + 4, bow])}` +
    `Q${p([cx + hw * 0.5, bow - 1.2])} ${p([R[0] + 1, R[1]])}Q${p(topCtrl)} ${p([L[0] - 1, L[1]])}Z`;
  const lowerLip = `M${p(L)}Q${p([cx, bottomMid + lower * 2.1 + (2.4 - parted * 1.4)])} ${p(R)}Q${p(bottomCtrl)} ${p(L)}Z`;

  return {
    open,
    opening: `M${p(L)}Q${p(topCtrl)} ${p(R)}Q${p(bottomCtrl)} ${p(L)}Z`,
    /** The line where closed lips meet. */
    line: `M${p([L[0] - 1, L[1] + 0.3])}Q${p(bottomCtrl[1] > y ? [cx, y + 2.6] : topCtrl)} ${p([R[0] + 1, R[1] + 0.3])}`,
    teeth,
    lowerTeeth: lowerTeethH > 0 ? lowerTeeth : undefined,
    tongue: open > 6 ? tongue : undefined,
    upperLip,
    lowerLip,
    highlight: { cx: cx + 3, cy: bottomMid + lower * 0.9 + (1.2 - parted * 0.7), rx: hw * 0.32, ry: 1.4 },
  };
}
