import 'server-only';
import { eq } from 'drizzle-orm';
import { pictureSvg } from '@/components/digital-human/picture-svg';
import type { AgeGroup, Gender, Look } from '@/components/digital-human/types';
import { catalogueCharacters } from '@/features/catalogue/server/tables';
import type { RobotImagePorts } from '@/features/sessions/server/robot-image/ports';

// The session picture is drawn by the browser's own components with the catalogue's character (features/catalogue);
// this is the one place that joins the three.

export const robotImagePorts: RobotImagePorts = {
  async pictureSvg(db, { characterCode, background, layout }) {
    const [row] = await db
      .select({
        gender: catalogueCharacters.gender,
        ageGroup: catalogueCharacters.ageGroup,
        look: catalogueCharacters.look,
      })
      .from(catalogueCharacters)
      .where(eq(catalogueCharacters.characterCode, characterCode));
    const character = row
      ? {
          characterCode,
          gender: row.gender as Gender,
          ageGroup: row.ageGroup as AgeGroup,
          look: row.look as Look,
        }
      : null;
    return pictureSvg({ character, background, layout });
  },
};
