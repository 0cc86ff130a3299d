import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogueBackgrounds, catalogueCharacters } from '@/features/sessions/server/tables';
import { sessionVoice } from '@/features/speech/server/voices';
import { ttsRegistry } from '@/features/speech/server/tts/registry';
import type { SessionCatalogue } from '@/features/sessions/server/sessions/catalogue-port';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

// The sessions read and check the characters and scenes of the catalogue and the voices on every session read
// and write (references, quick create, the sample, the site demo); they reach them through this port.

export const sessionCatalogue: SessionCatalogue = {
  character: async (db, code) => {
    const [row] = await db
      .select({
        nameZh: catalogueCharacters.nameZh,
        nameEn: catalogueCharacters.nameEn,
        retired: catalogueCharacters.retired,
        ttsId: catalogueCharacters.ttsId,
        gender: catalogueCharacters.gender,
      })
      .from(catalogueCharacters)
      .where(eq(catalogueCharacters.characterCode, code));
    return row
      ? {
          name: { zh: row.nameZh, en: row.nameEn },
          retired: row.retired,
          ttsId: row.ttsId,
          gender: row.gender,
        }
      : null;
  },
  background: async (db, code) => {
    const [row] = await db
      .select({ nameZh: catalogueBackgrounds.nameZh, nameEn: catalogueBackgrounds.nameEn })
      .from(catalogueBackgrounds)
      .where(and(eq(catalogueBackgrounds.backgroundCode, code), eq(catalogueBackgrounds.retired, false)));
    return row ? { name: { zh: row.nameZh, en: row.nameEn } } : null;
  },
  businessCharacter: async (db) => {
    const [row] = await db
      .select({
        code: catalogueCharacters.characterCode,
        ttsId: catalogueCharacters.ttsId,
        gender: catalogueCharacters.gender,
      })
      .from(catalogueCharacters)
      .where(
        and(
          eq(catalogueCharacters.retired, false),
          sql`${catalogueCharacters.styles} @> '["business"]'::jsonb`,
        ),
      )
      .orderBy(asc(catalogueCharacters.sort), asc(catalogueCharacters.characterCode))
      .limit(1);
    return row ?? null;
  },
  voice: (ttsId) => ttsRegistry().voice(ttsId) ?? null,
  defaultVoiceFor,
  sessionVoice: (character, language) => sessionVoice(character, language),
};
