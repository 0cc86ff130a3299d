import type { PictureBackground, PictureLayout } from '@/components/digital-human/SessionPicture';
import type { DrawnCharacter } from '@/components/digital-human/types';

// What the marketing pages draw of the platform's cast. The pages do not choose characters themselves: app/ hands
// them the picks (app/_pages/marketing-cast.tsx), drawn from the sessions area's catalogue.

type Names = { zh: string; en: string };

export interface CastMember {
  character: DrawnCharacter;
  name: Names;
  /** A built-in scene behind the character, with its name for the caption. */
  scene: { code: string; name: Names } | null;
}

/** Several characters standing together in one scene: a hero picture. */
export interface CastGroup {
  sceneCode: string;
  members: readonly CastMember[];
}

/** The demo character as its session stands, for the "talk to it" poster. */
export interface DemoPoster {
  character: DrawnCharacter;
  background: PictureBackground;
  layout: PictureLayout;
  /** The demo's name as it introduces itself. */
  name: Names;
}

/** Everything of the cast one marketing page shows; each page uses the parts it has room for. */
export interface PageCast {
  hero?: CastGroup;
  gallery?: readonly CastMember[];
  /** A portrait per item of the page's card grid, by the item's id. */
  items?: Readonly<Record<string, CastMember>>;
  demo?: DemoPoster;
}
