import 'server-only';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { canonical } from '@/lib/server/db/canonical-json';
import { catalogueBackgrounds, catalogueCharacters } from './tables';
import { backgroundRows, characterRows, type DefaultVoiceFor } from './seed-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = Record<string, unknown>;

/**
 * Writes the rows that are new or differ from the table, and retires the rows the code no longer has. Comparing in
 * memory first keeps an unchanged start to one read per table.
 */
async function sync(tx: Tx, table: PgTable, key: string, rows: Row[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyColumn = columns[key]!;
  const compared = Object.keys(rows[0] ?? {});
  const current = new Map<unknown, Row>(
    ((await tx.select().from(table)) as Row[]).map((row) => [row[key], row]),
  );
  const fingerprint = (row: Row) => canonical(compared.map((name) => row[name]));
  const changed = rows.filter((row) => {
    const existing = current.get(row[key]);
    return !existing || fingerprint(existing) !== fingerprint(row);
  });
  if (changed.length) {
    const set: Record<string, SQL> = { updatedAt: sql`now()` };
    for (const name of compared) if (name !== key) set[name] = sql.raw(`excluded."${columns[name]!.name}"`);
    await tx.insert(table).values(changed).onConflictDoUpdate({ target: keyColumn, set });
  }
  const inCode = new Set(rows.map((row) => row[key]));
  const gone = [...current.values()].filter((row) => !inCode.has(row[key]) && !row.retired);
  if (gone.length)
    await tx
      .update(table)
      .set({ retired: true, updatedAt: sql`now()` })
      .where(
        inArray(
          keyColumn,
          gone.map((row) => row[key]),
        ),
      );
}

/**
 * Brings the catalogue tables to the code's cast and scenes in one transaction: new and changed rows are written,
 * rows the code no longer has are marked retired (sessions that use them keep working). Safe to run at every
 * start and from several instances at once.
 */
export async function seedCatalogue(db: Db, defaultVoiceFor: DefaultVoiceFor): Promise<void> {
  await db.transaction(async (tx) => {
    await sync(tx, catalogueCharacters, 'characterCode', characterRows(defaultVoiceFor));
    await sync(tx, catalogueBackgrounds, 'backgroundCode', backgroundRows());
  });
}
