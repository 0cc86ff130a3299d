import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import type { CharacterDto, characterListRequest, Page } from '../../contract';
import { catalogueCharacters } from '../tables';

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

/** The characters on offer (not retired), filtered and paged, in the catalogue's order. */
export async function listCharacters(
  db: Db,
  query: z.output<typeof characterListRequest>,
): Promise<Page<CharacterDto>> {
  const filters: SQL[] = [eq(c.retired, false)];
  if (query.gender) filters.push(eq(c.gender, query.gender));
  if (query.ageGroup) filters.push(eq(c.ageGroup, query.ageGroup));
  if (query.style) filters.push(sql`${c.styles} @> ${JSON.stringify([query.style])}::jsonb`);
  if (query.language) filters.push(sql`${c.languages} @> ${JSON.stringify([query.language])}::jsonb`);
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(asc(c.sort), asc(c.characterCode))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(c)
      .where(where),
  ]);
  return {
    list: rows.map(characterDto),
    total: counted?.total ?? 0,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** A character by its code, retired ones included: sessions made with them still show them. */
export async function findCatalogueCharacter(db: Db, characterCode: string): Promise<CharacterDto | null> {
  const [row] = await db.select().from(c).where(eq(c.characterCode, characterCode));
  return row ? characterDto(row) : null;
}
