import type { HumanPlacement } from '@/components/digital-human/placement';
import { AVATAR_FRAME } from '@/features/catalogue/contract/catalogue';

/**
 * Where a character stands in a new picture: the full 540×960 frame scaled to 90% of the video's height, centred
 * and standing on the bottom edge, as a presenter would.
 */
export function defaultPlacement(videoWidth: number, videoHeight: number): HumanPlacement {
  const humanHeight = Math.round(videoHeight * 0.9);
  const humanWidth = Math.round((humanHeight * AVATAR_FRAME.width) / AVATAR_FRAME.height);
  return {
    humanWidth,
    humanHeight,
    humanX: Math.round((videoWidth - humanWidth) / 2),
    humanY: videoHeight - humanHeight,
  };
}
