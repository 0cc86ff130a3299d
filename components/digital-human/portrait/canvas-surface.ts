import { INNER_LIPS, type PortraitMesh } from './geometry';
import { cavityBox, drawMouthInside } from './mouth-inside';
import type { PortraitRig } from './rig';
import type { Surface } from './webgl-surface';
import type { View } from '@/lib/portrait/framing';

type Box = [number, number, number, number];

const unionBox = (a: Box, b: Box): Box => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

/**
 * Canvas 2D, where the browser has no WebGL: each triangle clipped and drawn with the affine map from its rest to its
 * posed corners, over a second canvas (`under`) that holds the mouth's inside.
 */
export function canvasSurface(
  canvas: HTMLCanvasElement,
  under: HTMLCanvasElement,
  image: CanvasImageSource,
  mesh: PortraitMesh,
  rig: PortraitRig,
): Surface | null {
  const ctx = canvas.getContext('2d');
  const cavity = under.getContext('2d');
  if (!ctx || !cavity) return null;
  const t = mesh.triangles;
  const r = mesh.rest;
  const { width, height } = rig;
  /** Where the mouth's inside was last drawn on `under`. */
  let drawnBox: Box | null = null;
  return {
    resize(w, h) {
      under.width = w;
      under.height = h;
      drawnBox = null;
    },
    draw(points, view, inside) {
      // Clear only where the mouth's inside was and is: a full-canvas clear each frame costs as much as the warp
      // itself on a software-rendered canvas.
      const box = cavityBox(inside.cavity);
      const dirty = drawnBox ? unionBox(drawnBox, box) : box;
      cavity.clearRect(dirty[0], dirty[1], dirty[2] - dirty[0], dirty[3] - dirty[1]);
      drawnBox = box;
      drawMouthInside(cavity, inside);
      drawWarp(points, view);
    },
    dispose() {},
  };

  function drawWarp(points: Float32Array, view: View) {
    ctx!.setTransform(1, 0, 0, 1, 0, 0);
    ctx!.clearRect(0, 0, canvas.width, canvas.height);
    // The photo at rest underneath, with the posed mouth's opening cut out: the hairline seams between clipped
    // triangles then show nearly the same pixels instead of the cavity canvas behind (visible as a mesh of lines).
    ctx!.setTransform(view.scale, 0, 0, view.scale, view.x, view.y);
    ctx!.drawImage(image, 0, 0);
    ctx!.setTransform(1, 0, 0, 1, 0, 0);
    ctx!.globalCompositeOperation = 'destination-out';
    ctx!.beginPath();
    INNER_LIPS.forEach((i, k) => {
      const x = points[i * 2]! * view.scale + view.x;
      const y = points[i * 2 + 1]! * view.scale + view.y;
      if (k === 0) ctx!.moveTo(x, y);
      else ctx!.lineTo(x, y);
    });
    ctx!.closePath();
    ctx!.fill();
    ctx!.globalCompositeOperation = 'source-over';
    for (let k = 0; k < t.length; k += 3) drawTriangle(points, view, t[k]!, t[k + 1]!, t[k + 2]!);
  }

  function drawTriangle(points: Float32Array, view: View, a: number, b: number, c: number) {
    const sx0 = r[a * 2]!,
      sy0 = r[a * 2 + 1]!,
      sx1 = r[b * 2]!,
      sy1 = r[b * 2 + 1]!;
    const sx2 = r[c * 2]!,
      sy2 = r[c * 2 + 1]!;
    const dx0 = points[a * 2]! * view.scale + view.x,
      dy0 = points[a * 2 + 1]! * view.scale + view.y;
    const dx1 = points[b * 2]! * view.scale + view.x,
      dy1 = points[b * 2 + 1]! * view.scale + view.y;
    const dx2 = points[c * 2]! * view.scale + view.x,
      dy2 = points[c * 2 + 1]! * view.scale + view.y;
    const det = (sx1 - sx0) * (sy2 - sy0) - (sx2 - sx0) * (sy1 - sy0);
    if (Math.abs(det) < 1e-6) return;
    const m11 = ((dx1 - dx0) * (sy2 - sy0) - (dx2 - dx0) * (sy1 - sy0)) / det;
    const m12 = ((dy1 - dy0) * (sy2 - sy0) - (dy2 - dy0) * (sy1 - sy0)) / det;
    const m21 = ((dx2 - dx0) * (sx1 - sx0) - (dx1 - dx0) * (sx2 - sx0)) / det;
    const m22 = ((dy2 - dy0) * (sx1 - sx0) - (dy1 - dy0) * (sx2 - sx0)) / det;
    ctx!.save();
    ctx!.beginPath();
    // Grow the clip a little about its centre so neighbouring triangles overlap: no hairline seams.
    const cx = (dx0 + dx1 + dx2) / 3;
    const cy = (dy0 + dy1 + dy2) / 3;
    const g = 1.02;
    ctx!.moveTo(cx + (dx0 - cx) * g, cy + (dy0 - cy) * g);
    ctx!.lineTo(cx + (dx1 - cx) * g, cy + (dy1 - cy) * g);
    ctx!.lineTo(cx + (dx2 - cx) * g, cy + (dy2 - cy) * g);
    ctx!.closePath();
    ctx!.clip();
    ctx!.setTransform(m11, m12, m21, m22, dx0 - m11 * sx0 - m21 * sy0, dy0 - m12 * sx0 - m22 * sy0);
    // Only the triangle's own source box (plus a pixel for the grown clip), not the whole photo: drawing the whole
    // photo ~900 times a frame is what made this fallback crawl.
    const left = Math.max(0, Math.floor(Math.min(sx0, sx1, sx2)) - 2);
    const top = Math.max(0, Math.floor(Math.min(sy0, sy1, sy2)) - 2);
    const right = Math.min(width, Math.ceil(Math.max(sx0, sx1, sx2)) + 2);
    const bottom = Math.min(height, Math.ceil(Math.max(sy0, sy1, sy2)) + 2);
    if (right > left && bottom > top)
      ctx!.drawImage(image, left, top, right - left, bottom - top, left, top, right - left, bottom - top);
    ctx!.restore();
  }
}
