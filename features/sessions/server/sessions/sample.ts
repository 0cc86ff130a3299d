import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sessionInput, type SessionValues } from '@/features/sessions/contract';
import { catalogueBackgrounds, catalogueCharacters, sessionSamples } from '@/features/sessions/server/tables';
import { ttsRegistry, voiceSpeaks } from '@/features/sessions/server/tts/registry';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { sampleContent } from './sample-content';
import { insertSession } from './store';

const SAMPLE_BACKGROUND = 'b01-office';
/** Corporations known to have had their sample: it is given once, so the check need not repeat per request. */
const given = new Set<string>();

/** A business presenter in the office, speaking with its own voice when that speaks Chinese. */
async function samplePicture(db: Db): Promise<SessionValues['detailDto'] | null> {
  const [character] = await db
    .select({ code: catalogueCharacters.characterCode, ttsId: catalogueCharacters.ttsId })
    .from(catalogueCharacters)
    .where(and(eq(catalogueCharacters.retired, false), sql`${catalogueCharacters.styles} @> '["business"]'::jsonb`))
    .orderBy(asc(catalogueCharacters.sort), asc(catalogueCharacters.characterCode))
    .limit(1);
  const [background] = await db
    .select({ code: catalogueBackgrounds.backgroundCode })
    .from(catalogueBackgrounds)
    .where(eq(catalogueBackgrounds.retired, false))
    .orderBy(sql`${catalogueBackgrounds.backgroundCode} = ${SAMPLE_BACKGROUND} desc`, asc(catalogueBackgrounds.sort))
    .limit(1);
  if (!character || !background) return null;
  const ttsId = voiceSpeaks(character.ttsId, 'zh')
    ? character.ttsId
    : ttsRegistry()
        .voices()
        .find((voice) => voice.engine !== 'browser' && voice.languages.includes('zh'))?.ttsId;
  if (!ttsId) return null;
  return sessionInput.shape.detailDto.parse({
    proportion: '16:9',
    modelId: character.code,
    humanX: 1180,
    humanY: 120,
    humanWidth: 540,
    humanHeight: 960,
    backgroundDto: { type: 'builtin', backgroundId: background.code },
    ttsId,
  });
}

/**
 * A corporation's console is not empty: on its first session list or usage read it gets the sample session, once.
 * The `session_samples` row is inserted in the same transaction as the session, and ON CONFLICT DO NOTHING lets only
 * one of two parallel first reads give it; a deleted sample stays deleted because the row stays.
 */
export async function ensureSample(db: Db, corpId: string): Promise<void> {
  if (given.has(corpId)) return;
  const [row] = await db.select().from(sessionSamples).where(eq(sessionSamples.corpId, corpId));
  if (row) {
    given.add(corpId);
    return;
  }
  const detailDto = await samplePicture(db);
  if (!detailDto) {
    log.warn({ corpId }, 'no sample session: the catalogue has no business character, background or voice');
    return;
  }
  const values = sessionInput.parse({ ...sampleContent(), detailDto });
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sessionSamples)
      .values({ corpId })
      .onConflictDoNothing()
      .returning({ corpId: sessionSamples.corpId });
    if (claimed.length > 0) await insertSession(tx, { corpId, userId: null }, values, { sample: true });
  });
  given.add(corpId);
}
