import type { LivePose } from '../live/motion';
import { CHIN, faceCentre, FOREHEAD } from '@/lib/portrait/framing';
import { FACE_MESH_POINTS, type PortraitRig } from './rig';
import { TRI468 } from './tri468';

// The talking portrait's warp as pure geometry: the face mesh plus two rings of anchor points (one around the face
// that follows it halfway, one on the photo's border that never moves) triangulated into one sheet over the whole
// photo, so the warp cannot tear at its edges; and the displacement a pose gives each point (jaw and lips, eyelids,
// breathing and head turn with falloff). Renderers only draw what this computes.

/** MediaPipe's face oval, clockwise from the forehead. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
/** The inner lip ring: the mouth's opening (a hole in MediaPipe's triangulation). */
export const INNER_LIPS = [
  78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95,
] as const;
export const UPPER_INNER_LIP = [191, 80, 81, 82, 13, 312, 311, 310, 415] as const;
export const LOWER_INNER_LIP = [324, 318, 402, 317, 14, 87, 178, 88, 95] as const;
/** Lower outer lip, from corner to corner. */
const LOWER_OUTER_LIP = [146, 91, 181, 84, 17, 314, 405, 321, 375] as const;
/**
 * The two rings inside each lip, between its inner and outer edge (MediaPipe's "semi" lip rings), corners left out.
 * A lip moves whole: were these left to the jaw's falloff, they would lag behind the edges around them, and the lip's
 * triangles fold over into the open mouth (streaks of stretched lip where the cavity should show).
 */
const LOWER_LIP_RINGS = [
  77, 90, 180, 85, 16, 315, 404, 320, 307, 96, 89, 179, 86, 15, 316, 403, 319, 325,
] as const;
const UPPER_LIP_RINGS = [
  183, 42, 41, 38, 12, 268, 271, 272, 407, 184, 74, 73, 72, 11, 302, 303, 304, 408,
] as const;
const UPPER_LIP_TOP = 0;
const UPPER_OUTER_LIP = [185, 40, 39, 37, UPPER_LIP_TOP, 267, 269, 270, 409] as const;
const MOUTH_CORNERS = [61, 291, 78, 308] as const;
/** Upper lid points with the lower lid point each closes onto, both eyes. */
export const LIDS: readonly (readonly [number, number])[] = [
  [246, 7],
  [161, 163],
  [160, 144],
  [159, 145],
  [158, 153],
  [157, 154],
  [173, 155],
  [466, 249],
  [388, 390],
  [387, 373],
  [386, 374],
  [385, 380],
  [384, 381],
  [398, 382],
];

/** How far the jaw drops at a fully open mouth, as a share of the face's height. */
export const JAW_DROP = 0.085;
/** How far the upper lip lifts, as a share of the jaw's drop. */
const UPPER_LIFT = 0.12;
/** How far the corners move out for a wide mouth (in for a round one), as a share of the face's width. */
const SPREAD_SHIFT = 0.035;
/** Head turn: shift per degree as a share of the face's width; breathing: lift at a full breath. */
const TURN_SHIFT = 0.006;
const BREATH_LIFT = 0.006;
/** The rings: the face ring sits this far out from the face's centre (1 = on the oval). */
const RING_SCALE = 1.4;
/** How much of the face's motion the ring follows. */
export const RING_FOLLOW = 0.5;

export interface PortraitMesh {
  /** Rest positions [x, y] in image pixels: face mesh, oval ring, border ring, corners. */
  rest: Float32Array;
  /** How much of the face's global motion each point follows: 1 face, RING_FOLLOW ring, 0 border. */
  follow: Float32Array;
  /** Depth of each face point relative to the face (-1 near .. 1 far), 0 for anchors. */
  depth: Float32Array;
  triangles: Uint16Array;
  /** Mouth centre, face centre and size in image pixels. */
  mouth: [number, number];
  /** The mouth's corners [left x, left y, right x, right y] in image pixels: the line the jaw hangs below. */
  corners: [number, number, number, number];
  center: [number, number];
  faceWidth: number;
  faceHeight: number;
  count: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Where a ray from (cx, cy) in direction (dx, dy) leaves the rectangle [0, w] × [0, h]. */
export function borderPoint(
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  w: number,
  h: number,
): [number, number] {
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (w - cx) / dx);
  if (dx < 0) t = Math.min(t, -cx / dx);
  if (dy > 0) t = Math.min(t, (h - cy) / dy);
  if (dy < 0) t = Math.min(t, -cy / dy);
  return [clamp(cx + dx * t, 0, w), clamp(cy + dy * t, 0, h)];
}

/** The sheet the photo is warped with: the face mesh triangulated, and two anchor rings out to the border. */
export function buildMesh(rig: PortraitRig): PortraitMesh {
  const n = FACE_MESH_POINTS;
  const ring = FACE_OVAL.length;
  const count = n + ring * 2 + 4;
  const rest = new Float32Array(count * 2);
  const follow = new Float32Array(count);
  const depth = new Float32Array(count);
  let zMin = Infinity;
  let zMax = -Infinity;
  for (let i = 0; i < n; i++) {
    const [x, y, z] = rig.mesh[i]!;
    rest[i * 2] = x;
    rest[i * 2 + 1] = y;
    follow[i] = 1;
    zMin = Math.min(zMin, z);
    zMax = Math.max(zMax, z);
  }
  for (let i = 0; i < n; i++) depth[i] = zMax > zMin ? ((rig.mesh[i]![2] - zMin) / (zMax - zMin)) * 2 - 1 : 0;
  const at = (i: number): [number, number] => [rest[i * 2]!, rest[i * 2 + 1]!];
  const [fx, fy] = at(FOREHEAD);
  const [chx, chy] = at(CHIN);
  const center = faceCentre(rig.mesh);
  const faceHeight = Math.hypot(chx - fx, chy - fy);
  const faceWidth = Math.hypot(at(454)[0] - at(234)[0], at(454)[1] - at(234)[1]);
  const { width: w, height: h } = rig;
  FACE_OVAL.forEach((index, k) => {
    const [x, y] = at(index);
    const dx = x - center[0];
    const dy = y - center[1];
    const a = n + k;
    rest[a * 2] = clamp(center[0] + dx * RING_SCALE, 1, w - 1);
    rest[a * 2 + 1] = clamp(center[1] + dy * RING_SCALE, 1, h - 1);
    follow[a] = RING_FOLLOW;
    const [bx, by] = borderPoint(center[0], center[1], dx, dy, w, h);
    const b = n + ring + k;
    rest[b * 2] = bx;
    rest[b * 2 + 1] = by;
  });
  const corners: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  corners.forEach(([x, y], c) => {
    rest[(n + ring * 2 + c) * 2] = x;
    rest[(n + ring * 2 + c) * 2 + 1] = y;
  });
  const tris: number[] = [...TRI468];
  for (let k = 0; k < ring; k++) {
    const next = (k + 1) % ring;
    const o1 = FACE_OVAL[k]!;
    const o2 = FACE_OVAL[next]!;
    const a1 = n + k;
    const a2 = n + next;
    const b1 = n + ring + k;
    const b2 = n + ring + next;
    tris.push(o1, o2, a2, o1, a2, a1, a1, a2, b2, a1, b2, b1);
    // The border ring cuts a photo corner between two of its points: fill it.
    const angle = (i: number) => Math.atan2(rest[i * 2 + 1]! - center[1], rest[i * 2]! - center[0]);
    const from = angle(b1);
    let span = angle(b2) - from;
    if (span < -Math.PI) span += 2 * Math.PI;
    if (span > Math.PI) span -= 2 * Math.PI;
    corners.forEach(([x, y], c) => {
      let d = Math.atan2(y - center[1], x - center[0]) - from;
      if (d < -Math.PI) d += 2 * Math.PI;
      if (d > Math.PI) d -= 2 * Math.PI;
      if (span > 0 ? d > 0 && d < span : d < 0 && d > span) tris.push(b1, n + ring * 2 + c, b2);
    });
  }
  const [ux, uy] = at(UPPER_LIP_TOP);
  const [lx, ly] = at(17);
  return {
    rest,
    follow,
    depth,
    triangles: Uint16Array.from(tris),
    mouth: [(ux + lx) / 2, (uy + ly) / 2],
    corners: [...at(61), ...at(291)],
    center,
    faceWidth,
    faceHeight,
    count,
  };
}

const smoothstep = (a: number, b: number, x: number) => {
  const t = clamp((x - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};

const LOWER = new Set<number>([...LOWER_INNER_LIP, ...LOWER_LIP_RINGS, ...LOWER_OUTER_LIP, 17]);
const UPPER = new Set<number>([...UPPER_INNER_LIP, ...UPPER_LIP_RINGS, ...UPPER_OUTER_LIP]);
/** Every point of both lips, corners included. */
export const LIPS: ReadonlySet<number> = new Set([...LOWER, ...UPPER, ...MOUTH_CORNERS]);

/**
 * How much of the jaw's drop point `i` takes: the lower lip all of it in its middle and less towards the corners, the
 * upper lip none (it lifts instead), the chin and jaw fading in below the mouth's corners and out sideways past the
 * mouth's width.
 */
export function jawWeight(mesh: PortraitMesh, i: number): number {
  if (i >= FACE_MESH_POINTS) return 0;
  const x = mesh.rest[i * 2]!;
  const y = mesh.rest[i * 2 + 1]!;
  // Measured from the line through the mouth's corners, not a level line: on a tilted or turned face a level line
  // puts the lower lip near one corner above skin that stays, and the drop folds that skin over.
  const [lx, ly, rx, ry] = mesh.corners;
  const midX = (lx + rx) / 2;
  const halfWidth = Math.max(1, Math.abs(rx - lx) / 2);
  // The lower lip drops whole in its middle and less towards the corners, which stay.
  if (LOWER.has(i)) return 1 - 0.6 * smoothstep(0.5, 1, Math.abs(x - midX) / halfWidth);
  if (UPPER.has(i)) return 0;
  const lineY = ly + ((ry - ly) * (x - lx)) / (rx - lx || 1);
  const below = smoothstep(0, mesh.faceHeight * 0.12, y - lineY);
  const side = 1 - smoothstep(mesh.faceWidth * 0.3, mesh.faceWidth * 0.55, Math.abs(x - midX));
  return below * side;
}

/** Writes the posed positions of every point into `out` (same layout as `rest`). */
export function posePoints(
  mesh: PortraitMesh,
  pose: LivePose,
  out: Float32Array,
  jaw?: Float32Array,
): Float32Array {
  const { rest, follow, depth, faceWidth, faceHeight, center } = mesh;
  out.set(rest);
  const drop = pose.mouth.open * JAW_DROP * faceHeight;
  for (let i = 0; i < FACE_MESH_POINTS; i++) {
    const w = jaw ? jaw[i]! : jawWeight(mesh, i);
    if (w > 0) out[i * 2 + 1]! += drop * w;
    else if (UPPER.has(i)) out[i * 2 + 1]! -= drop * UPPER_LIFT;
  }
  const spread = pose.mouth.spread * SPREAD_SHIFT * faceWidth * (0.4 + 0.6 * pose.mouth.open);
  for (const c of MOUTH_CORNERS) out[c * 2]! += (rest[c * 2]! < mesh.mouth[0] ? -1 : 1) * spread;
  const lids = clamp(pose.eyelids, 0, 1);
  if (lids > 0)
    for (const [up, low] of LIDS) {
      out[up * 2]! += (out[low * 2]! - out[up * 2]!) * lids * 0.92;
      out[up * 2 + 1]! += (out[low * 2 + 1]! - out[up * 2 + 1]!) * lids * 0.92;
    }
  // Head: tilt about the chin, turn as a parallax shift (near points move more), breath as a lift.
  const tilt = (pose.head.tilt * Math.PI) / 180;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const px = center[0];
  const py = center[1] + faceHeight * 0.6;
  const turn = pose.head.turn * TURN_SHIFT * faceWidth;
  const lift = pose.breath * BREATH_LIFT * faceHeight;
  for (let i = 0; i < mesh.count; i++) {
    const f = follow[i]!;
    if (f === 0) continue;
    const x = out[i * 2]! - px;
    const y = out[i * 2 + 1]! - py;
    const rx = x * cos - y * sin + px;
    const ry = x * sin + y * cos + py;
    out[i * 2] = out[i * 2]! + (rx - out[i * 2]! + turn * (1 - 0.5 * depth[i]!)) * f;
    out[i * 2 + 1] = out[i * 2 + 1]! + (ry - out[i * 2 + 1]! - lift) * f;
  }
  return out;
}

/** The jaw weights of every point, computed once per rig. */
export function jawWeights(mesh: PortraitMesh): Float32Array {
  const out = new Float32Array(mesh.count);
  for (let i = 0; i < mesh.count; i++) out[i] = jawWeight(mesh, i);
  return out;
}

/** Signed area of a polygon of points (indices into `points`), in square pixels. */
export function polygonArea(points: Float32Array, ring: readonly number[]): number {
  let a = 0;
  for (let k = 0; k < ring.length; k++) {
    const i = ring[k]!;
    const j = ring[(k + 1) % ring.length]!;
    a += points[i * 2]! * points[j * 2 + 1]! - points[j * 2]! * points[i * 2 + 1]!;
  }
  return a / 2;
}
