import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCharacters } from '@/features/catalogue/server/characters';
import { seedCatalogue } from '@/features/catalogue/server/seed';
import { catalogueCharacters } from '@/features/catalogue/server/tables';
import { getDb } from '@/lib/server/db/client';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

// The character list is static between catalogue seeds (issue 19 §3): it is held in memory under the catalogue's
// stamp, and a seed that changes a row — here as another instance starting with a different cast would — is seen
// by the next list at once.

const ALL = { pageIndex: 1, pageSize: 100 };

describe('the character list', () => {
  it('is held between lists, and shows a change of the catalogue at once', async () => {
    const db = await getDb();
    const first = await listCharacters(db, ALL);
    const again = await listCharacters(db, ALL);
    expect(again.list[0]).toBe(first.list[0]);

    const retired = first.list[0]!.characterCode;
    await db
      .update(catalogueCharacters)
      .set({ retired: true, updatedAt: sql`now()` })
      .where(eq(catalogueCharacters.characterCode, retired));
    const after = await listCharacters(db, ALL);
    expect(after.total).toBe(first.total - 1);
    expect(after.list.map((c) => c.characterCode)).not.toContain(retired);

    await seedCatalogue(db, defaultVoiceFor); // the code's cast again: the character is back
    const restored = await listCharacters(db, ALL);
    expect(restored.list.map((c) => c.characterCode)).toEqual(first.list.map((c) => c.characterCode));
  });

  it('filters and pages from memory as the database did', async () => {
    const db = await getDb();
    const all = (await listCharacters(db, ALL)).list;
    const wanted = all.filter(
      (c) => c.gender === 'female' && c.styles.includes('business') && c.languages.includes('en'),
    );
    const page = await listCharacters(db, {
      pageIndex: 2,
      pageSize: 2,
      gender: 'female',
      style: 'business',
      language: 'en',
    });
    expect(page.total).toBe(wanted.length);
    expect(page.list).toEqual(wanted.slice(2, 4));
  });
});
