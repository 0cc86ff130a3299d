import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createStampedCache } from '@/lib/server/cache/stamped-cache';
import type { Db } from '@/lib/server/db/client';
import type { Page } from '@/lib/contract/paging';
import type { CharacterDto, characterListRequest } from '../contract/catalogue';
import { catalogueCharacters } from './tables';

type CharacterRow = typeof catalogueCharacters.$inferSelect;
const c = catalogueCharacters;

export function characterDto(row: CharacterRow): CharacterDto {
  return {
    characterCode: row.characterCode,
    name: { zh: row.nameZh, en: row.nameEn },
    gender: row.gender as CharacterDto['gender'],
    ageGroup: row.ageGroup as CharacterDto['ageGroup'],
    styles: row.styles,
    ttsId: row.ttsId,
    languages: row.languages as CharacterDto['languages'],
    look: row.look,
    sort: row.sort,
  };
}

// The catalogue changes only when an instance starts with a different cast (seed.ts writes the changed rows and
// moves their update time): every list reads that stamp, one aggregate over a few dozen rows, and filters and pages
// the characters on offer from memory while it holds.
const onOffer = createStampedCache<CharacterDto[]>({ max: 1 });

async function catalogueStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ rows: sql<number>`count(*)::int`, changed: sql<string | null>`max(${c.updatedAt})::text` })
    .from(c);
  return `${row?.rows ?? 0}:${row?.changed ?? ''}`;
}

async function charactersOnOffer(db: Db): Promise<CharacterDto[]> {
  return onOffer.get('on offer', await catalogueStamp(db), async () =>
    (await db.select().from(c).where(eq(c.retired, false)).orderBy(asc(c.sort), asc(c.characterCode))).map(
      characterDto,
    ),
  );
}

/** The characters on offer (not retired), filtered and paged, in the catalogue's order. */
export async function listCharacters(
  db: Db,
  query: z.output<typeof characterListRequest>,
): Promise<Page<CharacterDto>> {
  const matching = (await charactersOnOffer(db)).filter(
    (character) =>
      (!query.gender || character.gender === query.gender) &&
      (!query.ageGroup || character.ageGroup === query.ageGroup) &&
      (!query.style || character.styles.includes(query.style)) &&
      (!query.language || (character.languages as string[]).includes(query.language)),
  );
  const start = (query.pageIndex - 1) * query.pageSize;
  return {
    list: matching.slice(start, start + query.pageSize),
    total: matching.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** A character by its code, retired ones included: sessions made with them still show them. */
export async function findCatalogueCharacter(db: Db, characterCode: string): Promise<CharacterDto | null> {
  const [row] = await db.select().from(c).where(eq(c.characterCode, characterCode));
  return row ? characterDto(row) : null;
}
