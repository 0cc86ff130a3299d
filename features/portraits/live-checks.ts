import type { PhotoRefusal } from './contract';
import {
  eyeOpenness,
  meanLuminance,
  mouthOpening,
  PHOTO_LIMITS,
  refusalOf,
  sideTurn,
  type Gray,
} from './face-measures';

// The camera's guided capture (issue 24 "look here, neutral face — frames checked live"): each frame's faces, as the
// browser's face model finds them, measured against the server's own limits (face-measures.ts). The person is led
// step by step: first the frame (one face, close enough, facing the camera, in light: "look here"), then the face
// (eyes open, mouth closed: "neutral face"). The shutter opens once a few frames in a row pass. Sharpness is not
// judged live (a moving webcam frame is always a little soft); the server still checks the photo sent.

/** Where the person is in the guided sequence. */
export type LiveStep = 'lookHere' | 'neutralFace' | 'ready';

/** A face as the browser's model finds it in one video frame, in the frame's pixels. */
export interface LiveFace {
  score: number;
  box: readonly [number, number, number, number];
  mesh: readonly (readonly [number, number, number])[];
  /** Head up or down, radians. */
  pitch: number;
}

/** One video frame: its size, and its pixels in gray at a smaller size (`gray.width / width` of the frame). */
export interface LiveFrame {
  width: number;
  height: number;
  gray: Gray;
}

export interface LiveCheck {
  step: LiveStep;
  /** Why this frame would be refused, the server's reason. */
  reason: PhotoRefusal | null;
}

/** The reasons about framing, pose and light: the "look here" step. The others are the face's: "neutral face". */
const FRAMING: readonly PhotoRefusal[] = ['noFace', 'severalFaces', 'faceTooSmall', 'turned', 'tooDark'];

const stepOf = (reason: PhotoRefusal | null): LiveCheck => ({
  step: reason === null ? 'ready' : FRAMING.includes(reason) ? 'lookHere' : 'neutralFace',
  reason,
});

/** The face box in the small gray frame's pixels. */
function scaledBox(box: LiveFace['box'], frame: LiveFrame): [number, number, number, number] {
  const s = frame.gray.width / frame.width;
  return [box[0] * s, box[1] * s, box[2] * s, box[3] * s];
}

/** What one frame shows, with the server's limits and in its order (frame, pose, light, face). */
export function liveCheck(faces: readonly LiveFace[], frame: LiveFrame): LiveCheck {
  const light = meanLuminance(frame.gray);
  if (light < PHOTO_LIMITS.minLuminance * 0.6) return stepOf('tooDark');
  const counted = faces.filter((face) => face.score >= PHOTO_LIMITS.minScore);
  if (counted.length === 0) return stepOf(light < PHOTO_LIMITS.minLuminance ? 'tooDark' : 'noFace');
  if (counted.length > 1) return stepOf('severalFaces');
  const face = counted[0]!;
  return stepOf(
    refusalOf({
      faceShare: face.box[2] / Math.min(frame.width, frame.height),
      facePixels: face.box[2],
      turn: sideTurn(face.mesh),
      pitch: face.pitch,
      luminance: meanLuminance(frame.gray, scaledBox(face.box, frame)),
      sharpness: Number.POSITIVE_INFINITY,
      eyes: eyeOpenness(face.mesh),
      mouth: mouthOpening(face.mesh),
    }),
  );
}

/** Frames in a row that must pass before the shutter opens: a blink or a passing frame does not count. */
export const STEADY_FRAMES = 2;

/** The guide's state: the latest check and how many frames in a row have passed. */
export interface LiveGuide extends LiveCheck {
  passed: number;
  canTake: boolean;
}

export const startGuide: LiveGuide = { step: 'lookHere', reason: null, passed: 0, canTake: false };

/** The guide after one more frame. */
export function nextGuide(guide: LiveGuide, check: LiveCheck): LiveGuide {
  const passed = check.step === 'ready' ? guide.passed + 1 : 0;
  return { ...check, passed, canTake: passed >= STEADY_FRAMES };
}
