import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Localized } from '@/lib/contract/languages';
import type { Db } from '@/lib/server/db/client';
import type { StyleTag } from '../contract/characters/types';
import { catalogueBackgrounds, catalogueCharacters } from './tables';

// Single characters and scenes by code, for the areas that name them (the sessions reach these through their
// `SessionCatalogue` port, composed in app/_compose/session-catalogue.ts).

/** A character by code, retired or not (a retired one stays for the sessions that use it). */
export async function catalogueCharacterEntry(
  db: Db,
  code: string,
): Promise<{ name: Localized; retired: boolean; ttsId: string; gender: string } | null> {
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
    ? { name: { zh: row.nameZh, en: row.nameEn }, retired: row.retired, ttsId: row.ttsId, gender: row.gender }
    : null;
}

/** A scene that is still offered. */
export async function offeredScene(db: Db, code: string): Promise<{ name: Localized } | null> {
  const [row] = await db
    .select({ nameZh: catalogueBackgrounds.nameZh, nameEn: catalogueBackgrounds.nameEn })
    .from(catalogueBackgrounds)
    .where(and(eq(catalogueBackgrounds.backgroundCode, code), eq(catalogueBackgrounds.retired, false)));
  return row ? { name: { zh: row.nameZh, en: row.nameEn } } : null;
}

/** The first character still offered that has the style, in the catalogue's order. */
export async function firstOfferedCharacterWithStyle(
  db: Db,
  style: StyleTag,
): Promise<{ code: string; ttsId: string; gender: string } | null> {
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
        sql`${catalogueCharacters.styles} @> ${JSON.stringify([style])}::jsonb`,
      ),
    )
    .orderBy(asc(catalogueCharacters.sort), asc(catalogueCharacters.characterCode))
    .limit(1);
  return row ?? null;
}
