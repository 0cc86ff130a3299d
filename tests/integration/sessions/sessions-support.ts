import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as addRoute } from '@/app/api/management/conversation/add/route';
import type { SessionDto, SessionInput } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { corporations } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/storage/tables';
import { call } from '@/tests/integration/support/api';

export const ZH_CHARACTER = 'c01-lin-business';
export const ZH_VOICE = 'espeak:cmn-f3';
export const EN_VOICE = 'espeak:en-us-f3';

/** A complete, valid session body for `add` (spec §5), with overrides. */
export function sessionBody(overrides: Partial<SessionInput> = {}): SessionInput {
  const values = defaultSessionValues({ language: 'zh', characterCode: ZH_CHARACTER, ttsId: ZH_VOICE });
  return { ...values, conversationName: `会话 ${randomUUID().slice(0, 6)}`, ...overrides };
}

export async function addSession(token: string, overrides: Partial<SessionInput> = {}, lang = 'zh') {
  return call<SessionDto>(addRoute, '/management/conversation/add', {
    token,
    query: { lang },
    body: sessionBody(overrides),
  });
}

export async function setPlan(corpId: string, plan: 'trial' | 'standard', trialEndsAt?: Date) {
  const db = await getDb();
  await db
    .update(corporations)
    .set({ plan, ...(trialEndsAt ? { trialEndsAt } : {}) })
    .where(eq(corporations.id, corpId));
}

/** A file the storage module stored for a corporation (the row is what ownership checks read). */
export async function storedFile(corpId: string, purpose: 'background' | 'page-image') {
  const db = await getDb();
  const id = randomUUID();
  const key = `${purpose}/${randomUUID()}.png`;
  await db.insert(storedFiles).values({
    id,
    corpId,
    key,
    purpose,
    name: 'picture.png',
    mimeType: 'image/png',
    size: 1000,
    width: 1920,
    height: 1080,
  });
  return { id, key, url: `/api/files/${key}` };
}
