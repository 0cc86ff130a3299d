import 'server-only';
import { eq } from 'drizzle-orm';
import { pictureSvg } from '@/components/digital-human/picture-svg';
import type { AgeGroup, Gender, Look } from '@/components/digital-human/types';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import { catalogueCharacters } from '@/features/catalogue/server/tables';
import {
  portraitStandInCode,
  readyPortraitStill,
} from '@/features/catalogue/server/user-models/portrait-character';
import type { RobotImagePorts } from '@/features/sessions/server/robot-image/ports';

// The session picture is drawn by the browser's own components with the catalogue's character (features/catalogue);
// this is the one place that joins the three.

export const robotImagePorts: RobotImagePorts = {
  async pictureSvg(db, { characterCode, portrait, background, layout }) {
    if (portrait) return pictureSvg({ character: null, portrait, background, layout });
    // A portrait that cannot be shown: its stand-in's drawing, as on its runtime pages.
    const code = portraitIdOf(characterCode) ? await portraitStandInCode(db) : characterCode;
    const [row] = code
      ? await db
          .select({
            gender: catalogueCharacters.gender,
            ageGroup: catalogueCharacters.ageGroup,
            look: catalogueCharacters.look,
          })
          .from(catalogueCharacters)
          .where(eq(catalogueCharacters.characterCode, code))
      : [];
    const character =
      row && code
        ? {
            characterCode: code,
            gender: row.gender as Gender,
            ageGroup: row.ageGroup as AgeGroup,
            look: row.look as Look,
          }
        : null;
    return pictureSvg({ character, background, layout });
  },
  async portraitStill(db, corpId, characterCode) {
    const id = portraitIdOf(characterCode);
    return id ? readyPortraitStill(db, corpId, id) : null;
  },
};
