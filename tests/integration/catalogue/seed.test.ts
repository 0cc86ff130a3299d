import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueBackgrounds, catalogueCharacters } from '@/features/catalogue/server/tables';
import { seedCatalogue } from '@/features/catalogue/server/seed';
import { catalogueStartup } from '@/features/catalogue/server/startup';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { getDb } from '@/lib/server/db/client';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

describe('the catalogue seed', () => {
  it('has put the whole cast and every scene in the database before the tests start', async () => {
    const db = await getDb();
    const characters = await db.select().from(catalogueCharacters);
    const backgrounds = await db.select().from(catalogueBackgrounds);
    expect(characters.map((c) => c.characterCode).sort()).toEqual(CAST.map((c) => c.characterCode).sort());
    expect(backgrounds.map((b) => b.backgroundCode).sort()).toEqual(
      BACKGROUNDS.map((b) => b.backgroundCode).sort(),
    );
    expect(characters.every((c) => !c.retired)).toBe(true);
    const bank = backgrounds.find((b) => b.backgroundCode === 'b02-bank-hall')!;
    expect(bank.styles).toEqual(expect.arrayContaining(['finance', 'business', 'service']));
  });

  it('runs again without rewriting unchanged rows, restores changed ones and retires what the code dropped', async () => {
    const db = await getDb();
    const code = CAST[0]!.characterCode;
    await db.insert(catalogueCharacters).values({
      characterCode: 'zz-gone',
      nameZh: '旧',
      nameEn: 'Old',
      gender: 'female',
      ageGroup: 'adult',
      styles: [],
      ttsId: 'espeak:cmn-f3',
      languages: ['zh'],
      look: {},
      sort: 999,
    });
    await db
      .update(catalogueCharacters)
      .set({ nameEn: 'Tampered' })
      .where(eq(catalogueCharacters.characterCode, code));
    const stamp = async (c: string) =>
      (await db.select().from(catalogueCharacters).where(eq(catalogueCharacters.characterCode, c)))[0]!;
    const untouched = CAST[1]!.characterCode;
    const before = await stamp(untouched);

    await seedCatalogue(db, defaultVoiceFor);
    await seedCatalogue(db, defaultVoiceFor);

    expect((await stamp(code)).nameEn).toBe(CAST[0]!.name.en);
    expect((await stamp('zz-gone')).retired).toBe(true);
    expect((await stamp(untouched)).updatedAt).toEqual(before.updatedAt);
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogueCharacters)
      .where(eq(catalogueCharacters.retired, false))) as [{ count: number }];
    expect(count).toBe(CAST.length);
  });

  it('is the catalogue’s start-up step, filling an empty catalogue', async () => {
    const db = await getDb();
    await db.delete(catalogueCharacters);
    await db.delete(catalogueBackgrounds);
    await catalogueStartup(defaultVoiceFor).prepare!(db);
    expect(await db.$count(catalogueCharacters)).toBe(CAST.length);
    expect(await db.$count(catalogueBackgrounds)).toBe(BACKGROUNDS.length);
  });
});
