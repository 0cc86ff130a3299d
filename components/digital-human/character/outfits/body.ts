import type { Gender } from '../../types';
import { mirrored, rel, type Pt, type Seg } from '../path';

// The clothed upper body: sloping shoulders, arms hanging at the sides with a sliver of background between arm
// and waist (what makes a silhouette read as a person), the torso down past the frame's bottom edge (y 1000, so
// that a sway never lifts it off the edge). Every garment
// is this silhouette with its own neckline; details are drawn over it.

export const NECK_HALF: Record<Gender, number> = { female: 25, male: 31 };

interface Frame {
  /** Trapezius and deltoid, from the side of the neck to the top of the arm. */
  shoulder: readonly Seg[];
  /** Arm's outer x at the top of the arm and at the frame's bottom; inner x at the bottom. */
  arm: { outerTop: Pt; outerFoot: number; innerFoot: number };
  /** Where arm and torso part (the armpit's line ends), the waist and the torso's x at the bottom. */
  split: Pt;
  waist: Pt;
  hip: number;
}

const FRAMES: Record<Gender, Frame> = {
  male: {
    shoulder: [
      [
        [64, 468],
        [108, 484],
        [142, 500],
      ],
      [
        [172, 510],
        [192, 534],
        [195, 576],
      ],
    ],
    arm: { outerTop: [195, 576], outerFoot: 190, innerFoot: 146 },
    split: [146, 720],
    waist: [132, 880],
    hip: 134,
  },
  female: {
    shoulder: [
      [
        [50, 466],
        [92, 480],
        [124, 496],
      ],
      [
        [152, 504],
        [170, 528],
        [172, 568],
      ],
    ],
    arm: { outerTop: [172, 568], outerFoot: 166, innerFoot: 127 },
    split: [123, 700],
    waist: [107, 860],
    hip: 114,
  },
};

export type Neckline = 'crew' | 'high' | 'scoop' | { v: number };

/** The neckline from the centre line up to the side of the neck, as a start point and one segment. */
function neckline(kind: Neckline, gender: Gender): [Pt, Seg] {
  const w = NECK_HALF[gender] + 3;
  if (kind === 'crew')
    return [
      [0, 478],
      [
        [18, 478],
        [w, 470],
        [w, 455],
      ],
    ];
  if (kind === 'high')
    return [
      [0, 458],
      [
        [12, 458],
        [w - 2, 456],
        [w, 455],
      ],
    ];
  if (kind === 'scoop')
    return [
      [0, 522],
      [
        [30, 522],
        [w + 12, 490],
        [w, 455],
      ],
    ];
  return [
    [0, kind.v],
    [
      [6, kind.v - 30],
      [w - 4, 490],
      [w, 455],
    ],
  ];
}

export function silhouette(gender: Gender, neck: Neckline): string {
  const f = FRAMES[gender];
  const [start, first] = neckline(neck, gender);
  const [ox, oy] = f.arm.outerTop;
  const [sx, sy] = f.split;
  const [wx, wy] = f.waist;
  return mirrored(start, [
    first,
    ...f.shoulder,
    [
      [ox + 2, oy + 120],
      [f.arm.outerFoot + 4, 820],
      [f.arm.outerFoot, 1000],
    ],
    [
      [f.arm.outerFoot - 16, 1000],
      [f.arm.innerFoot + 14, 1000],
      [f.arm.innerFoot, 1000],
    ],
    [
      [f.arm.innerFoot, 880],
      [sx + 2, sy + 90],
      [sx, sy],
    ],
    [
      [sx - 6, sy + 60],
      [wx, wy - 60],
      [wx, wy],
    ],
    [
      [wx, wy + 40],
      [f.hip, 940],
      [f.hip, 1000],
    ],
    [
      [f.hip * 0.6, 1000],
      [f.hip * 0.3, 1000],
      [0, 1000],
    ],
  ]);
}

/** The fold where the arm lies against the torso, above the split, on both sides. */
export function armLines(gender: Gender): string {
  const [sx, sy] = FRAMES[gender].split;
  const half = `M ${sx - 4} ${sy - 130} C ${sx - 2} ${sy - 80} ${sx} ${sy - 30} ${sx} ${sy}`;
  return rel(half) + rel(half, true);
}

/**
 * The viewer's right arm, from the shoulder's crest down, for the shadow that gives the figure its volume (the
 * light comes from the upper left, as on the face).
 */
export function shadedArm(gender: Gender): string {
  const f = FRAMES[gender];
  const [ox, oy] = f.arm.outerTop;
  const [sx, sy] = f.split;
  return rel(
    `M ${sx - 10} ${sy - 200} C ${sx + 4} ${oy - 60} ${ox - 30} ${oy - 62} ${ox - 8} ${oy - 40} ` +
      `C ${ox} ${oy - 24} ${ox} ${oy - 10} ${ox} ${oy} C ${ox + 2} ${oy + 120} ${f.arm.outerFoot + 4} 820 ${f.arm.outerFoot} 1000 ` +
      `L ${f.arm.innerFoot} 1000 C ${f.arm.innerFoot} 880 ${sx + 2} ${sy + 90} ${sx} ${sy} C ${sx - 2} ${sy - 60} ${sx - 6} ${sy - 130} ${sx - 10} ${sy - 200} Z`,
  );
}

/** Bare arms below a short sleeve ending at `from`. */
export function bareArms(gender: Gender, from: number): string {
  const f = FRAMES[gender];
  const t = (from - f.arm.outerTop[1]) / (1000 - f.arm.outerTop[1]);
  const outer = f.arm.outerTop[0] + (f.arm.outerFoot - f.arm.outerTop[0]) * t + 1;
  const inner = f.split[0] - 6;
  const half =
    `M ${outer} ${from} C ${outer} ${from + 100} ${f.arm.outerFoot + 4} 820 ${f.arm.outerFoot} 1000 ` +
    `L ${f.arm.innerFoot} 1000 C ${f.arm.innerFoot} 880 ${inner + 4} ${from + 100} ${inner} ${from} Z`;
  return rel(half) + rel(half, true);
}

/** x of the sleeve's two edges at a height, for hems. */
export function sleeveAt(gender: Gender, y: number): [number, number] {
  const f = FRAMES[gender];
  const t = (y - f.arm.outerTop[1]) / (1000 - f.arm.outerTop[1]);
  return [f.split[0] - 6, f.arm.outerTop[0] + (f.arm.outerFoot - f.arm.outerTop[0]) * t + 2];
}

/** The torso's outline between the arms, for garments worn over the shirt sleeves (a waistcoat). */
export const torso = (gender: Gender) => FRAMES[gender];
