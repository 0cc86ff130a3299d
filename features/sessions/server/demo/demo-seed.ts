import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { SITE_DEMO_SHARE_CODES, sessionInput, type SessionValues } from '@/features/sessions/contract';
import { findCharacter } from '@/features/catalogue/contract/characters/cast';
import { SITE_DEMO_PROPORTION, siteDemoPicture } from '@/features/sessions/demo/site-demo';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { locales, type Locale } from '@/lib/routing/locale';
import { canonical } from '@/lib/server/db/canonical-json';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { columnsOf } from '../sessions/store';
import { sessions } from '../tables';
import { siteDemoContent } from './demo-content';
import type { SessionCatalogue } from '../sessions/catalogue-port';

// The site's demo belongs to a corporation of the platform's own that has no users: nobody can log in to it, so no
// customer ever lists, edits or counts its sessions; visitors reach them only by their share links. Its plan is
// 'standard', so it holds as many conversations at once as the operator gives standard corporations.

export const SITE_DEMO_CORPORATION = {
  id: 'de000000-0000-4000-8000-000000000000',
  name: 'Platform site demo',
  plan: 'standard',
} as const;

/** Fixed ids, so every start and every instance finds the same rows. */
export const SITE_DEMO_SESSION_IDS: Record<Locale, string> = {
  zh: 'de000000-0000-4000-8000-000000000001',
  en: 'de000000-0000-4000-8000-000000000002',
};

export interface SiteDemoRow {
  id: string;
  shareCode: string;
  values: SessionValues;
}

/** What the code says each demo session is: the demo's picture and words over the language's defaults. */
export function siteDemoRows(sessionVoice: SessionCatalogue['sessionVoice']): SiteDemoRow[] {
  const { character, background, layout } = siteDemoPicture();
  const ownVoice = findCharacter(character.characterCode)!.voice;
  return locales.map((locale) => {
    const base = defaultSessionValues({
      language: locale,
      characterCode: character.characterCode,
      ttsId: sessionVoice({ ttsId: ownVoice, gender: character.gender }, locale),
      // The site's own demo answers with model A whenever the operator configures it (FAQ and scenes until then).
      model: 'A',
    });
    const { humanX, humanY, humanWidth, humanHeight } = layout;
    const values = siteDemoContent(locale, {
      ...base,
      detailDto: {
        ...base.detailDto,
        proportion: SITE_DEMO_PROPORTION,
        humanX,
        humanY,
        humanWidth,
        humanHeight,
        backgroundDto: background,
      },
    });
    return {
      id: SITE_DEMO_SESSION_IDS[locale],
      shareCode: SITE_DEMO_SHARE_CODES[locale],
      values: sessionInput.parse(values),
    };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo corporation, locked: two instances starting at once seed one after the other. */
async function claimCorporation(tx: Tx) {
  await tx
    .insert(corporations)
    .values({ ...SITE_DEMO_CORPORATION, trialEndsAt: new Date(0) })
    .onConflictDoNothing();
  await tx
    .select({ id: corporations.id })
    .from(corporations)
    .where(eq(corporations.id, SITE_DEMO_CORPORATION.id))
    .for('update');
  await tx
    .update(corporations)
    .set({ name: SITE_DEMO_CORPORATION.name, plan: SITE_DEMO_CORPORATION.plan })
    .where(eq(corporations.id, SITE_DEMO_CORPORATION.id));
}

/**
 * Brings the demo sessions to the code's: missing ones are created, changed ones rewritten (a new revision, so a
 * running conversation sees the change), unchanged ones left alone; any other session of the demo corporation is
 * taken offline. Published always. Safe at every start and from several instances at once.
 */
export async function seedSiteDemo(db: Db, rows: SiteDemoRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await claimCorporation(tx);
    const current = new Map(
      (await tx.select().from(sessions).where(eq(sessions.corpId, SITE_DEMO_CORPORATION.id))).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const { id, shareCode, values } of rows) {
      const wanted = { ...columnsOf(values), shareCode, status: 'published' as const };
      const existing = current.get(id);
      if (!existing) {
        await tx
          .insert(sessions)
          .values({ id, corpId: SITE_DEMO_CORPORATION.id, createdBy: null, ...wanted });
        continue;
      }
      const same =
        canonical(existing.config) === canonical(values) &&
        existing.name === wanted.name &&
        existing.language === wanted.language &&
        existing.characterCode === wanted.characterCode &&
        existing.shareCode === shareCode &&
        existing.status === 'published';
      if (same) continue;
      await tx
        .update(sessions)
        .set({ ...wanted, revision: sql`${sessions.revision} + 1`, updatedAt: sql`now()` })
        .where(eq(sessions.id, id));
    }
    await tx
      .update(sessions)
      .set({ status: 'offline', updatedAt: sql`now()` })
      .where(
        and(
          eq(sessions.corpId, SITE_DEMO_CORPORATION.id),
          eq(sessions.status, 'published'),
          notInArray(
            sessions.id,
            rows.map((row) => row.id),
          ),
        ),
      );
  });
}
