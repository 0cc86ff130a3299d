import 'server-only';
import { and, getTableColumns, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { catalogueBackgrounds, catalogueCharacters } from '../tables';
import { backgroundRows, characterRows } from './seed-rows';

type Columns = Record<string, PgColumn>;

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/** Every column the code defines is taken from the new row; `updated_at` moves only when one of them changed. */
function upsertFrom(columns: Columns) {
  const list = Object.values(columns);
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const [key, column] of Object.entries(columns)) set[key] = excluded(column);
  const changed = sql`(${sql.join(list, sql`, `)}) IS DISTINCT FROM (${sql.join(list.map(excluded), sql`, `)})`;
  return { set, setWhere: changed };
}

function codeColumns<T extends Columns>(columns: T, key: keyof T, ...left: (keyof T)[]): Columns {
  return Object.fromEntries(
    Object.entries(columns).filter(([name]) => name !== key && !left.includes(name as keyof T)),
  );
}

/**
 * Brings the catalogue tables to the code's cast and scenes in one transaction: new and changed rows are written,
 * rows the code no longer has are marked retired (sessions that use them keep working). Unchanged rows are not
 * rewritten, so it is cheap at every start and safe from several instances at once.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const characters = characterRows();
  const backgrounds = backgroundRows();
  const c = catalogueCharacters;
  const b = catalogueBackgrounds;
  await db.transaction(async (tx) => {
    await tx
      .insert(c)
      .values(characters)
      .onConflictDoUpdate({
        target: c.characterCode,
        ...upsertFrom(codeColumns(getTableColumns(c), 'characterCode', 'updatedAt')),
      });
    await tx
      .insert(b)
      .values(backgrounds)
      .onConflictDoUpdate({
        target: b.backgroundCode,
        ...upsertFrom(codeColumns(getTableColumns(b), 'backgroundCode', 'updatedAt')),
      });
    const codes = characters.map((row) => row.characterCode);
    await tx
      .update(c)
      .set({ retired: true, updatedAt: sql`now()` })
      .where(and(notInArray(c.characterCode, codes), not(c.retired)));
    const sceneCodes = backgrounds.map((row) => row.backgroundCode);
    await tx
      .update(b)
      .set({ retired: true, updatedAt: sql`now()` })
      .where(and(notInArray(b.backgroundCode, sceneCodes), not(b.retired)));
  });
}
