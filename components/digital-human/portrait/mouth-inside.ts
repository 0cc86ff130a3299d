import { INNER_LIPS, UPPER_INNER_LIP } from './geometry';
import type { View } from '@/lib/portrait/framing';

// The opened mouth's inside, which shows through the face mesh's hole at the inner lips: a dark cavity and a hint of
// the upper teeth under the upper lip. Both renderers draw these shapes under the warped photo; the photo covers
// everything outside the hole, so neither shape needs clipping to the lips.

export const CAVITY_COLOUR = [43, 17, 19] as const;
/** The teeth as the 2D canvas drew them (light enamel at 85 % over the cavity), as one opaque colour. */
export const TEETH_COLOUR = [204, 195, 185] as const;
/** Below this opening the teeth are not shown: a nearly closed mouth shows only a dark line. */
const TEETH_FROM = 0.05;
/** The teeth's height as a share of the opening at the mouth's centre. */
const TEETH_SHARE = 0.32;
/** The upper inner lip from corner to corner. */
const UPPER_EDGE = [78, ...UPPER_INNER_LIP, 308] as const;

export interface MouthInside {
  /** The inner lips' polygon in canvas pixels, [x0, y0, x1, y1, …]. */
  cavity: Float32Array;
  /**
   * The teeth as a strip in canvas pixels: for each point of the upper inner lip, the lip's point and the point
   * the teeth reach below it ([lipX, lipY, toothX, toothY, …]); null while the mouth is nearly closed.
   */
  teeth: Float32Array | null;
}

/** The mouth's inside for posed points (image pixels) shown through `view`, at mouth opening `open` (0–1). */
export function mouthInside(points: Float32Array, view: View, open: number): MouthInside {
  const px = (i: number) => points[i * 2]! * view.scale + view.x;
  const py = (i: number) => points[i * 2 + 1]! * view.scale + view.y;
  const cavity = new Float32Array(INNER_LIPS.length * 2);
  INNER_LIPS.forEach((i, k) => {
    cavity[k * 2] = px(i);
    cavity[k * 2 + 1] = py(i);
  });
  if (open < TEETH_FROM) return { cavity, teeth: null };
  const gap = (py(14) - py(13)) * TEETH_SHARE;
  const teeth = new Float32Array(UPPER_EDGE.length * 4);
  UPPER_EDGE.forEach((i, k) => {
    teeth[k * 4] = px(i);
    teeth[k * 4 + 1] = py(i);
    teeth[k * 4 + 2] = px(i);
    teeth[k * 4 + 3] = py(i) + gap;
  });
  return { cavity, teeth };
}

const rgb = ([r, g, b]: readonly number[]) => `rgb(${r}, ${g}, ${b})`;

/** Draws the mouth's inside on a 2D canvas (the canvas fallback's layer under the photo). */
export function drawMouthInside(ctx: CanvasRenderingContext2D, { cavity, teeth }: MouthInside) {
  ctx.beginPath();
  for (let k = 0; k < cavity.length; k += 2)
    if (k === 0) ctx.moveTo(cavity[k]!, cavity[k + 1]!);
    else ctx.lineTo(cavity[k]!, cavity[k + 1]!);
  ctx.closePath();
  ctx.fillStyle = rgb(CAVITY_COLOUR);
  ctx.fill();
  if (!teeth) return;
  ctx.beginPath();
  for (let k = 0; k < teeth.length; k += 4)
    if (k === 0) ctx.moveTo(teeth[k]!, teeth[k + 1]!);
    else ctx.lineTo(teeth[k]!, teeth[k + 1]!);
  for (let k = teeth.length - 4; k >= 0; k -= 4) ctx.lineTo(teeth[k + 2]!, teeth[k + 3]!);
  ctx.closePath();
  ctx.fillStyle = rgb(TEETH_COLOUR);
  ctx.fill();
}

/** The inner lips' box in canvas pixels, with a margin for antialiasing: [left, top, right, bottom]. */
export function cavityBox(cavity: Float32Array): [number, number, number, number] {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let k = 0; k < cavity.length; k += 2) {
    left = Math.min(left, cavity[k]!);
    right = Math.max(right, cavity[k]!);
    top = Math.min(top, cavity[k + 1]!);
    bottom = Math.max(bottom, cavity[k + 1]!);
  }
  return [Math.floor(left) - 3, Math.floor(top) - 3, Math.ceil(right) + 3, Math.ceil(bottom) + 3];
}
