import 'server-only';
import { and, eq } from 'drizzle-orm';
import { framingOfRig } from '@/lib/portrait/framing';
import type { Db } from '@/lib/server/db/client';
import { firstOfferedCharacterWithStyle } from '../lookups';
import { userModels } from './tables';

// A corporation's own portrait as a session's character (issue 24: "a portrait becomes a character of its
// corporation"): what the session checks when one is chosen, and what the runtime animates while it stays approved.

/** The corporation's portrait by model id, whatever its state; another corporation's is as absent as a missing one. */
export async function ownPortraitCharacter(db: Db, corpId: string, id: string) {
  const [row] = await db
    .select({ name: userModels.name, gender: userModels.gender, status: userModels.status })
    .from(userModels)
    .where(and(eq(userModels.id, id), eq(userModels.corpId, corpId)));
  return row
    ? { name: { zh: row.name, en: row.name }, gender: row.gender, ready: row.status === 'ready' }
    : null;
}

/**
 * The look (the PortraitRig, components/digital-human/portrait/rig.ts) of the corporation's portrait while it is
 * approved (`ready`) and has its photo; null once deleted, rejected, back in review or never the corporation's — the
 * session then shows its drawn character. The rig's `imageUrl` is the owner's: the caller puts one its audience can
 * load in its place.
 */
export async function readyPortraitLook(db: Db, corpId: string, id: string): Promise<unknown> {
  const [row] = await db
    .select({ look: userModels.look, photoKey: userModels.photoKey })
    .from(userModels)
    .where(and(eq(userModels.id, id), eq(userModels.corpId, corpId), eq(userModels.status, 'ready')));
  return row?.photoKey ? row.look : null;
}

/**
 * What a still of the corporation's approved portrait is drawn from (a session's PNG): its stored photo and
 * framing; null once it cannot be shown, as for readyPortraitLook.
 */
export async function readyPortraitStill(db: Db, corpId: string, id: string) {
  const [row] = await db
    .select({ look: userModels.look, photoKey: userModels.photoKey })
    .from(userModels)
    .where(and(eq(userModels.id, id), eq(userModels.corpId, corpId), eq(userModels.status, 'ready')));
  const framing = framingOfRig(row?.look);
  return row?.photoKey && framing ? { photoKey: row.photoKey, framing } : null;
}

/** The stored photo's key of an approved portrait, for the runtime's signed photo address (which names the id). */
export async function readyPortraitPhotoKey(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ photoKey: userModels.photoKey })
    .from(userModels)
    .where(and(eq(userModels.id, id), eq(userModels.status, 'ready')));
  return row?.photoKey ?? null;
}

/**
 * The drawing a portrait's session shows when the portrait cannot be (deleted, rejected or retaken after it was
 * chosen), on its runtime pages and in its offline package alike: the catalogue's first business presenter still
 * offered, the same for every such session.
 */
export async function portraitStandInCode(db: Db): Promise<string | null> {
  return (await firstOfferedCharacterWithStyle(db, 'business'))?.code ?? null;
}
