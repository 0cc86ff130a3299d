import { CX } from './anatomy';

/** A point as [offset from the figure's centre line, y]. */
export type Pt = readonly [number, number];
/** One cubic segment: two control points and its end. */
export type Seg = readonly [Pt, Pt, Pt];

const r = (v: number) => Math.round(v * 10) / 10;
/** Absolute x of a centre-relative offset. */
export const ax = (dx: number) => r(CX + dx);
/** Absolute "x y" of a centre-relative point, rounded to keep the markup small. */
export const p = ([dx, y]: Pt) => `${r(CX + dx)} ${r(y)}`;
const flip = ([dx, y]: Pt): Pt => [-dx, y];

/** A path through cubic segments from `start`. */
export function curve(start: Pt, segs: readonly Seg[]): string {
  return `M${p(start)}` + segs.map(([a, b, c]) => `C${p(a)} ${p(b)} ${p(c)}`).join('');
}

/**
 * A closed outline symmetric about the centre line: `segs` draw the right half from `start` (on or left of the
 * line's top) down; the left half is their mirror, walked back up.
 */
export function mirrored(start: Pt, segs: readonly Seg[]): string {
  const points = [start, ...segs.map((s) => s[2])];
  const back = segs
    .map((seg, i) => [flip(seg[1]), flip(seg[0]), flip(points[i]!)] as const)
    .reverse()
    .map(([a, b, c]) => `C${p(a)} ${p(b)} ${p(c)}`)
    .join('');
  return `${curve(start, segs)}${back}Z`;
}

/** Mirrors a centre-relative shape to the other side of the figure. */
export const flipSegs = (start: Pt, segs: readonly Seg[]) =>
  curve(
    flip(start),
    segs.map(([a, b, c]) => [flip(a), flip(b), flip(c)] as const),
  );

/**
 * A path written with x as offsets from the centre line (absolute commands only: M L C Q Z), turned into frame
 * units; `mirror` draws it on the other side.
 */
export function rel(d: string, mirror = false): string {
  return d.replace(/([MLCQZ])([^MLCQZ]*)/g, (_, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    return cmd + nums.map((v, i) => (i % 2 === 0 ? r(CX + (mirror ? -v : v)) : r(v))).join(' ');
  });
}

/**
 * Curls along an elliptic arc (angles in degrees, 0 = right, 90 = down): `n` bumps bulging `bump` units outward,
 * for curly and afro-textured silhouettes. Continues the current path with L to the arc's start.
 */
export function bumps(
  [cx, cy]: Pt,
  [rx, ry]: readonly [number, number],
  [from, to]: readonly [number, number],
  n: number,
  bump: number,
): string {
  const point = (deg: number, out = 0): Pt => {
    const a = (deg * Math.PI) / 180;
    return [cx + (rx + out) * Math.cos(a), cy + (ry + out) * Math.sin(a)];
  };
  let d = `L${p(point(from))}`;
  for (let i = 0; i < n; i++) {
    const a0 = from + ((to - from) * i) / n;
    const a1 = from + ((to - from) * (i + 1)) / n;
    const mid = (a0 + a1) / 2;
    d += `Q${p(point(mid, bump * 1.9))} ${p(point(a1))}`;
  }
  return d;
}
