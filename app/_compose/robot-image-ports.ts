import 'server-only';
import { eq } from 'drizzle-orm';
import type { Look } from '@/components/digital-human/types';
import { catalogueCharacters } from '@/features/catalogue/server/tables';
import type { RobotImagePorts } from '@/features/sessions/server/robot-image/ports';

// The session picture draws the catalogue's characters (features/catalogue); this is the one place that joins them.

export const robotImagePorts: RobotImagePorts = {
  async drawnCharacter(db, code) {
    const [row] = await db
      .select({
        characterCode: catalogueCharacters.characterCode,
        gender: catalogueCharacters.gender,
        ageGroup: catalogueCharacters.ageGroup,
        look: catalogueCharacters.look,
      })
      .from(catalogueCharacters)
      .where(eq(catalogueCharacters.characterCode, code));
    if (!row) return null;
    return {
      characterCode: row.characterCode,
      gender: row.gender as 'female' | 'male',
      ageGroup: row.ageGroup as 'youngAdult' | 'adult' | 'senior',
      look: row.look as Look,
    };
  },
};
