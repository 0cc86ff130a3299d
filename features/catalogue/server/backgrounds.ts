import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { storedFiles } from '@/lib/server/storage/tables';
import type { BackgroundItem } from '../contract/catalogue';
import { catalogueBackgrounds } from './tables';
import { findCatalogueCharacter } from './characters';
import { storedFileUrl } from '@/lib/server/storage/file-url';

type SceneRow = typeof catalogueBackgrounds.$inferSelect;

const sceneItem = (row: SceneRow): BackgroundItem => ({
  type: 'builtin',
  backgroundId: row.backgroundCode,
  name: { zh: row.nameZh, en: row.nameEn },
  url: null,
  tone: row.tone as BackgroundItem['tone'],
  createdAt: null,
});

async function sceneRows(db: Db): Promise<SceneRow[]> {
  return db
    .select()
    .from(catalogueBackgrounds)
    .where(eq(catalogueBackgrounds.retired, false))
    .orderBy(asc(catalogueBackgrounds.sort), asc(catalogueBackgrounds.backgroundCode));
}

/** The built-in scenes on offer, in the catalogue's order. */
export async function builtinScenes(db: Db): Promise<BackgroundItem[]> {
  return (await sceneRows(db)).map(sceneItem);
}

/** The corporation's uploaded backgrounds, newest first; their images' URLs follow spec §9 (storedFileUrl). */
export async function uploadedBackgrounds(db: Db, corpId: string): Promise<BackgroundItem[]> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.corpId, corpId),
        eq(storedFiles.purpose, 'background'),
        isNull(storedFiles.deletedAt),
      ),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
  return rows.map((row) => ({
    type: 'upload',
    backgroundId: row.id,
    name: { zh: row.name, en: row.name },
    url: storedFileUrl(row.key),
    // An upload's brightness is not measured; captions over it take the light scene's dark text.
    tone: 'light',
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The background list of spec §7: the built-in scenes (for a character, those suiting its styles first), then the
 * corporation's uploads. An unknown character answers "not found".
 */
export async function backgroundsFor(
  db: Db,
  corpId: string,
  characterCode: string | undefined,
): Promise<BackgroundItem[]> {
  const [scenes, uploads, character] = await Promise.all([
    sceneRows(db),
    uploadedBackgrounds(db, corpId),
    characterCode ? findCatalogueCharacter(db, characterCode) : null,
  ]);
  if (characterCode && !character) throw new ApiFailure(ApiCode.notFound, 'characterUnknown');
  // The scenes sharing most of the character's styles come first; ties and the rest keep the catalogue's order.
  const shared = (row: SceneRow) =>
    character ? row.styles.filter((style) => character.styles.includes(style)).length : 0;
  const ordered = scenes
    .map((row, index) => ({ row, index, score: shared(row) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return [...ordered.map(({ row }) => sceneItem(row)), ...uploads];
}
