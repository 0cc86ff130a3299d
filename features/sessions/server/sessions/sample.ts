import 'server-only';
import { eq } from 'drizzle-orm';
import { sessionInput, type SessionValues } from '@/features/sessions/contract';
import { DEFAULT_BACKGROUND, defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { sessionSamples } from '@/features/sessions/server/tables';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { SessionCatalogue } from './catalogue-port';
import { sampleContent } from './sample-content';
import { insertSession } from './store';

/** Corporations known to have had their sample: it is given once, so the check need not repeat per request. */
const given = new Set<string>();

/** A business presenter of the catalogue in the office, with a voice that speaks Chinese. */
async function sampleValues(db: Db, catalogue: SessionCatalogue): Promise<SessionValues | null> {
  const [character, office] = await Promise.all([
    catalogue.businessCharacter(db),
    catalogue.background(db, DEFAULT_BACKGROUND),
  ]);
  if (!character || !office) return null;
  const gender = character.gender === 'male' ? 'male' : 'female';
  const ttsId = catalogue.sessionVoice({ ttsId: character.ttsId, gender }, 'zh');
  const base = defaultSessionValues({ language: 'zh', characterCode: character.code, ttsId });
  return sessionInput.parse(sampleContent(base));
}

/**
 * A corporation's console is not empty: on its first session list or usage read it gets the sample session, once.
 * The `session_samples` row is inserted in the same transaction as the session, and ON CONFLICT DO NOTHING lets only
 * one of two parallel first reads give it; a deleted sample stays deleted because the row stays.
 */
export async function ensureSample(db: Db, catalogue: SessionCatalogue, corpId: string): Promise<void> {
  if (given.has(corpId)) return;
  const [row] = await db.select().from(sessionSamples).where(eq(sessionSamples.corpId, corpId));
  if (row) {
    given.add(corpId);
    return;
  }
  const values = await sampleValues(db, catalogue);
  if (!values) {
    log.warn({ corpId }, 'no sample session yet: the catalogue has no business character in the office');
    return;
  }
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sessionSamples)
      .values({ corpId })
      .onConflictDoNothing()
      .returning({ corpId: sessionSamples.corpId });
    if (claimed.length === 0) return;
    // Dated with the corporation, the sample sorts below everything the corporation made itself.
    const [corporation] = await tx
      .select({ createdAt: corporations.createdAt })
      .from(corporations)
      .where(eq(corporations.id, corpId));
    await insertSession(tx, { corpId, userId: null }, values, { sample: true, at: corporation?.createdAt });
  });
  given.add(corpId);
}
