import { FRAME } from './character/anatomy';

/** Where the character's 540×960 frame sits in the videoWidth×videoHeight picture, in video pixels. */
export interface HumanPlacement {
  humanX: number;
  humanY: number;
  humanWidth: number;
  humanHeight: number;
}

/**
 * A close placement for portraits: head and shoulders fill the picture, as a host facing the visitor across a desk.
 * The 540×960 frame is drawn at 125% of the picture's height, centred, the top of the head (176 of 960) about an
 * eighth of the height below the top edge; the frame's lower part is cropped.
 */
export function portraitPlacement(videoWidth: number, videoHeight: number): HumanPlacement {
  const humanHeight = Math.round(videoHeight * 1.25);
  const humanWidth = Math.round((humanHeight * FRAME.width) / FRAME.height);
  return {
    humanWidth,
    humanHeight,
    humanX: Math.round((videoWidth - humanWidth) / 2),
    humanY: Math.round(videoHeight * 0.02 - humanHeight * 0.1),
  };
}
