import { z } from 'zod';

// How a portrait's photo is framed: the live renderer (components/digital-human/portrait), the still pictures of a
// session (its list card, the editor's preview, the server's PNG) frame it the same way, so a still looks like the
// first live frame. Here, not beside the renderer, because the server's features read it from a stored rig too.

/** The face-mesh landmarks between which the face's centre is taken (MediaPipe's topology). */
export const CHIN = 152;
export const FOREHEAD = 10;

type Point = readonly [number, number, ...number[]];

/** The face's centre in photo pixels, between forehead and chin: what the frame is centred on. */
export function faceCentre(mesh: readonly Point[]): [number, number] {
  const [fx, fy] = mesh[FOREHEAD]!;
  const [chx, chy] = mesh[CHIN]!;
  return [(fx + chx) / 2, (fy + chy) / 2];
}

/** Where the photo sits in the frame: scale and offset of image pixels, covering the frame, centred on the face. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** A photo's size and its face's centre, in its pixels: all a still needs of the rig. */
export interface PortraitFraming {
  width: number;
  height: number;
  faceX: number;
  faceY: number;
}

export function coverView(
  photo: { width: number; height: number },
  faceX: number,
  faceY: number,
  width: number,
  height: number,
): View {
  const scale = Math.max(width / photo.width, height / photo.height);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return {
    scale,
    x: clamp(width / 2 - faceX * scale, width - photo.width * scale, 0),
    y: clamp(height / 2 - faceY * scale, height - photo.height * scale, 0),
  };
}

/**
 * The photo's box in a frame of the video's ratio, in percentages of the frame: the same at any size the frame is
 * drawn (a card, a preview), since cover framing only scales with it.
 */
export function stillBox(photo: PortraitFraming, videoWidth: number, videoHeight: number) {
  const view = coverView(photo, photo.faceX, photo.faceY, videoWidth, videoHeight);
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  return {
    left: percent(view.x, videoWidth),
    top: percent(view.y, videoHeight),
    width: percent(photo.width * view.scale, videoWidth),
    height: percent(photo.height * view.scale, videoHeight),
  };
}

// What a stored rig (a user model's `look`) must hold for a still: its size and the two landmarks.
const storedRig = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  mesh: z.array(z.tuple([z.number(), z.number(), z.number()])).min(CHIN + 1),
});

/** A stored rig's framing; undefined for anything else (a model made before rigs, a malformed look). */
export function framingOfRig(look: unknown): PortraitFraming | undefined {
  const rig = storedRig.safeParse(look);
  if (!rig.success) return undefined;
  const [faceX, faceY] = faceCentre(rig.data.mesh);
  return { width: rig.data.width, height: rig.data.height, faceX, faceY };
}
