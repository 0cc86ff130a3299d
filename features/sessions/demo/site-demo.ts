import type { PictureBackground, PictureLayout } from '@/components/digital-human/SessionPicture';
import type { DrawnCharacter } from '@/components/digital-human/types';
import { portraitPlacement } from '@/components/digital-human/placement';
import { PROPORTIONS, type Proportion } from '@/features/catalogue/contract/catalogue';
import { findCharacter } from '@/features/catalogue/contract/characters/cast';

// Who the site's demo is and how it stands: the seed stores it in the demo sessions, and the marketing pages draw
// their "talk to it" poster from the same values at build time, so the poster and the live runtime match.

/** The name the demo introduces itself by. */
export const SITE_DEMO_NAME = { zh: '雨桐', en: 'Yutong' } as const;

export const SITE_DEMO_CHARACTER = 'c13-he-hospitality';
export const SITE_DEMO_BACKGROUND = 'b08-lobby';
/** Square: in a framed runtime below the site's hero, the control bar leaves about a square for the picture. */
export const SITE_DEMO_PROPORTION: Proportion = '1:1';

export interface SiteDemoPicture {
  character: DrawnCharacter;
  name: typeof SITE_DEMO_NAME;
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
    name: SITE_DEMO_NAME,
    background: { type: 'builtin', backgroundId: SITE_DEMO_BACKGROUND },
    layout: { videoWidth, videoHeight, ...portraitPlacement(videoWidth, videoHeight) },
  };
}
