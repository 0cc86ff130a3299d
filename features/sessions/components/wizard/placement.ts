import { AVATAR_FRAME } from '@/features/catalogue/contract/catalogue';
import { defaultPlacement as standingPlacement } from '../../placement';

// Where the character's 540×960 frame sits in the video, in video pixels (spec §3 detailDto). The frame keeps its
// aspect whatever its size, and at least a quarter of it stays inside the picture on each axis, so a character
// can lean in from an edge but never be dragged out of sight.

export interface Placement {
  humanX: number;
  humanY: number;
  humanWidth: number;
  humanHeight: number;
}

export interface VideoSize {
  videoWidth: number;
  videoHeight: number;
}

const ASPECT = AVATAR_FRAME.height / AVATAR_FRAME.width;
/** The share of the frame that must stay inside the picture, on each axis. */
export const MIN_VISIBLE = 0.25;
/** Smallest and largest character, as a share of the video's height. */
const MIN_HEIGHT_SHARE = 0.2;
const MAX_HEIGHT_SHARE = 2;

const heightFor = (width: number) => Math.round(width * ASPECT);

function sizeBounds({ videoHeight }: VideoSize) {
  const minHeight = Math.max(100, videoHeight * MIN_HEIGHT_SHARE);
  const maxHeight = videoHeight * MAX_HEIGHT_SHARE;
  return { minWidth: Math.ceil(minHeight / ASPECT), maxWidth: Math.floor(maxHeight / ASPECT) };
}

const within = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The placement with its size in bounds at the 540:960 aspect and enough of it inside the picture. */
export function clampPlacement(p: Placement, video: VideoSize): Placement {
  const { minWidth, maxWidth } = sizeBounds(video);
  const humanWidth = Math.round(within(p.humanWidth, minWidth, maxWidth));
  const humanHeight = heightFor(humanWidth);
  const humanX = within(
    p.humanX,
    -humanWidth * (1 - MIN_VISIBLE),
    video.videoWidth - humanWidth * MIN_VISIBLE,
  );
  const humanY = within(
    p.humanY,
    -humanHeight * (1 - MIN_VISIBLE),
    video.videoHeight - humanHeight * MIN_VISIBLE,
  );
  return { humanX: Math.round(humanX), humanY: Math.round(humanY), humanWidth, humanHeight };
}

/** Moved by (dx, dy) video pixels from where a drag started. */
export function movePlacement(start: Placement, dx: number, dy: number, video: VideoSize): Placement {
  return clampPlacement({ ...start, humanX: start.humanX + dx, humanY: start.humanY + dy }, video);
}

/**
 * Resized by dragging the bottom-right corner (dx, dy) video pixels, the top-left corner fixed: the pointer's
 * movement is projected on the frame's diagonal, so a diagonal drag follows the pointer exactly and a sideways or
 * upright one still resizes.
 */
export function resizePlacement(start: Placement, dx: number, dy: number, video: VideoSize): Placement {
  const { width, height } = AVATAR_FRAME;
  const grow = ((dx * width + dy * height) * width) / (width * width + height * height);
  const sized = clampPlacement({ ...start, humanWidth: start.humanWidth + grow }, video);
  return clampPlacement({ ...sized, humanX: start.humanX, humanY: start.humanY }, video);
}

/** Scaled by `factor` around the frame's centre (the keyboard's + and -). */
export function scalePlacement(start: Placement, factor: number, video: VideoSize): Placement {
  const sized = clampPlacement({ ...start, humanWidth: start.humanWidth * factor }, video);
  const cx = start.humanX + start.humanWidth / 2;
  const cy = start.humanY + start.humanHeight / 2;
  return clampPlacement(
    { ...sized, humanX: cx - sized.humanWidth / 2, humanY: cy - sized.humanHeight / 2 },
    video,
  );
}

/** Where a character stands in a new picture (the server's quick create uses the same): centred, on the bottom edge. */
export const defaultPlacement = (video: VideoSize): Placement =>
  clampPlacement(standingPlacement(video.videoWidth, video.videoHeight), video);

/** What a key press does to the placement; null for keys it ignores. Shift moves in larger steps. */
export function keyPlacement(
  start: Placement,
  key: string,
  shift: boolean,
  video: VideoSize,
): Placement | null {
  const step = Math.round(video.videoWidth * (shift ? 0.05 : 0.01));
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (move) return movePlacement(start, move[0], move[1], video);
  if (key === '+' || key === '=') return scalePlacement(start, shift ? 1.2 : 1.05, video);
  if (key === '-' || key === '_') return scalePlacement(start, shift ? 1 / 1.2 : 1 / 1.05, video);
  return null;
}
