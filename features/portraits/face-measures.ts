import type { PhotoRefusal } from './contract';

// Measures of a face and of its pixels, the limits the photo checks compare them with, and the first reason a face
// cannot make a portrait. Pure and shared: the server's checks of a sent photo (server/photo-checks.ts) and the
// camera's live checks in the browser (live-checks.ts) refuse for the same reasons at the same limits.

type Point = readonly [number, number, number];
/** [x, y, width, height] in pixels. */
type Box = readonly [number, number, number, number];

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

// MediaPipe face-mesh indices: eyelids and eye corners, inner lips, forehead top and chin, nose tip.
const LEFT_EYE = { top: 159, bottom: 145, outer: 33, inner: 133 };
const RIGHT_EYE = { top: 386, bottom: 374, outer: 263, inner: 362 };
const LIP_TOP = 13;
const LIP_BOTTOM = 14;
const FOREHEAD = 10;
const CHIN = 152;
const NOSE_TIP = 1;

/** Eyelid gap over eye width (about 0.25–0.35 open, under 0.1 closed), the more open eye of the two. */
export function eyeOpenness(mesh: readonly Point[]): number {
  const ratio = (eye: typeof LEFT_EYE) =>
    distance(mesh[eye.top]!, mesh[eye.bottom]!) / Math.max(1, distance(mesh[eye.outer]!, mesh[eye.inner]!));
  return Math.max(ratio(LEFT_EYE), ratio(RIGHT_EYE));
}

/** Gap between the inner lips over the face's height (forehead to chin): about 0 closed, 0.1 and more open. */
export function mouthOpening(mesh: readonly Point[]): number {
  return distance(mesh[LIP_TOP]!, mesh[LIP_BOTTOM]!) / Math.max(1, distance(mesh[FOREHEAD]!, mesh[CHIN]!));
}

/**
 * How far the head is turned sideways, 0 facing the camera, ±1 in profile: where the nose tip sits between the two
 * outer eye corners (a measure of the mesh itself, which does not depend on the model's angle estimate).
 */
export function sideTurn(mesh: readonly Point[]): number {
  const left = mesh[LEFT_EYE.outer]!;
  const right = mesh[RIGHT_EYE.outer]!;
  const nose = mesh[NOSE_TIP]!;
  const a = distance(nose, left);
  const b = distance(nose, right);
  return (a - b) / Math.max(1, a + b);
}

export interface Gray {
  /** One byte a pixel, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** The region of a box inside the image, in whole pixels. */
function region(gray: Gray, box?: Box) {
  if (!box) return { x0: 0, y0: 0, x1: gray.width, y1: gray.height };
  const x0 = Math.max(0, Math.floor(box[0]));
  const y0 = Math.max(0, Math.floor(box[1]));
  return {
    x0,
    y0,
    x1: Math.min(gray.width, Math.ceil(box[0] + box[2])),
    y1: Math.min(gray.height, Math.ceil(box[1] + box[3])),
  };
}

/** Mean luminance (0–255) of the image, or of the face's box. */
export function meanLuminance(gray: Gray, box?: Box): number {
  const { x0, y0, x1, y1 } = region(gray, box);
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      sum += gray.data[y * gray.width + x]!;
      n++;
    }
  return n ? sum / n : 0;
}

/**
 * Sharpness: the variance of the Laplacian (4-neighbour) over the region, the usual focus measure. A blurred face
 * has few edges, so a low variance. Compared on a face scaled to a fixed size, so it does not depend on resolution.
 */
export function laplacianVariance(gray: Gray, box?: Box): number {
  const { x0, y0, x1, y1 } = region(gray, box);
  const w = gray.width;
  let sum = 0;
  let squares = 0;
  let n = 0;
  for (let y = Math.max(1, y0); y < Math.min(gray.height - 1, y1); y++)
    for (let x = Math.max(1, x0); x < Math.min(w - 1, x1); x++) {
      const i = y * w + x;
      const d = gray.data;
      const value = d[i - 1]! + d[i + 1]! + d[i - w]! + d[i + w]! - 4 * d[i]!;
      sum += value;
      squares += value * value;
      n++;
    }
  if (!n) return 0;
  const mean = sum / n;
  return squares / n - mean * mean;
}

/** The limits, calibrated on face-api's demo photos (faces of 0.22–0.47 eye openness, 0.007–0.06 mouth opening, sharpness 22–216) and on the same photos darkened, blurred (σ 1 → 30, σ 2 → 12), shrunk and doubled. */
export const PHOTO_LIMITS = {
  /** The analysed (and stored) image's longer side at most. */
  maxSide: 1280,
  /** A face is counted from this detector score. */
  minScore: 0.6,
  /** The face's width at least this share of the image's shorter side… */
  minFaceShare: 0.2,
  /** …and at least this many pixels. */
  minFacePixels: 128,
  /** Nose between the outer eye corners, 0 facing the camera, ±1 profile (a face turned ~17° measures 0.3). */
  maxSideTurn: 0.4,
  /** Head up or down, radians (the model's estimate: ~0.6 rad ≈ 35°). */
  maxPitch: 0.6,
  /** Eyelid gap over eye width of the more open eye. */
  minEyeOpenness: 0.12,
  /** Inner-lip gap over face height. */
  maxMouthOpening: 0.06,
  /** Mean luminance of the whole image and of the face, 0–255. */
  minLuminance: 50,
  /** Laplacian variance of the face scaled to 256 px wide. */
  minSharpness: 16,
} as const;

/** What was measured of the one face found. */
export interface FaceMeasures {
  faceShare: number;
  facePixels: number;
  turn: number;
  pitch: number;
  luminance: number;
  sharpness: number;
  eyes: number;
  mouth: number;
}

/** The first reason the face cannot make a portrait, in the order a person fixes them (frame, pose, light, face). */
export function refusalOf(m: FaceMeasures): PhotoRefusal | null {
  if (m.facePixels < PHOTO_LIMITS.minFacePixels || m.faceShare < PHOTO_LIMITS.minFaceShare)
    return 'faceTooSmall';
  if (Math.abs(m.turn) > PHOTO_LIMITS.maxSideTurn || Math.abs(m.pitch) > PHOTO_LIMITS.maxPitch)
    return 'turned';
  if (m.luminance < PHOTO_LIMITS.minLuminance) return 'tooDark';
  if (m.sharpness < PHOTO_LIMITS.minSharpness) return 'blurred';
  if (m.eyes < PHOTO_LIMITS.minEyeOpenness) return 'eyesClosed';
  if (m.mouth > PHOTO_LIMITS.maxMouthOpening) return 'mouthOpen';
  return null;
}
