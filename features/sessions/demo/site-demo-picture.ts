import type { PictureBackground, PictureLayout } from '@/components/digital-human/SessionPicture';
import type { DrawnCharacter } from '@/components/digital-human/types';
import { AVATAR_FRAME, PROPORTIONS, type Proportion } from '../contract';
import { findCharacter } from '../characters/cast';

// Who the site's demo is and how it stands: the seed stores it in the demo sessions, and the marketing pages draw
// their "talk to it" poster from the same values at build time, so the poster and the live runtime match.

export const SITE_DEMO_CHARACTER = 'c13-he-hospitality';
export const SITE_DEMO_BACKGROUND = 'b08-lobby';
/** Square: in a framed runtime below the site's hero, the control bar leaves about a square for the picture. */
export const SITE_DEMO_PROPORTION: Proportion = '1:1';

/**
 * Closer than a new session's full-height placement: head and shoulders fill the square, as a host facing the
 * visitor across a desk (the 540×960 frame at 125% of the picture's height, the head a little below the top).
 */
function hostPlacement(videoWidth: number, videoHeight: number) {
  const humanHeight = Math.round(videoHeight * 1.25);
  const humanWidth = Math.round((humanHeight * AVATAR_FRAME.width) / AVATAR_FRAME.height);
  return {
    humanWidth,
    humanHeight,
    humanX: Math.round((videoWidth - humanWidth) / 2),
    humanY: Math.round(videoHeight * 0.02 - humanHeight * 0.1),
  };
}

export interface SiteDemoPicture {
  character: DrawnCharacter;
  name: { zh: string; en: string };
  background: PictureBackground & { type: 'builtin' };
  layout: PictureLayout;
}

export function siteDemoPicture(): SiteDemoPicture {
  const found = findCharacter(SITE_DEMO_CHARACTER);
  if (!found) throw new Error(`the site demo's character ${SITE_DEMO_CHARACTER} is not in the cast`);
  const { videoWidth, videoHeight } = PROPORTIONS[SITE_DEMO_PROPORTION];
  return {
    character: {
      characterCode: found.characterCode,
      gender: found.gender,
      ageGroup: found.ageGroup,
      look: found.look,
    },
    name: found.name,
    background: { type: 'builtin', backgroundId: SITE_DEMO_BACKGROUND },
    layout: { videoWidth, videoHeight, ...hostPlacement(videoWidth, videoHeight) },
  };
}
