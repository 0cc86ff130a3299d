import 'server-only';
import type { SessionDto, SessionValues } from '@/features/sessions/contract';
import type { Db } from '@/lib/server/db/client';
import type { ApiLang } from '@/lib/server/http/messages';
import { sessionValues, toSessionDto } from './dto';
import { claimSessionPlace, type LockSessionLimits } from './limits';
import { findOwnSession } from './read';
import { checkReferences } from './references';
import { insertSession } from './store';
import type { SessionCatalogue } from './catalogue-port';

export interface Caller {
  corpId: string;
  userId: string;
}

/** Checks what the session points at, then takes a place under the limits and stores it in one transaction. */
export async function createSession(
  db: Db,
  catalogue: SessionCatalogue,
  caller: Caller,
  values: SessionValues,
  limits: LockSessionLimits,
): Promise<SessionDto> {
  const refs = await checkReferences(db, catalogue, caller.corpId, values);
  const row = await db.transaction(async (tx) => {
    await claimSessionPlace(tx, caller.corpId, limits);
    return insertSession(tx, caller, values);
  });
  return toSessionDto(row, refs);
}

const COPY_SUFFIX: Record<ApiLang, string> = { zh: '（副本）', en: ' (copy)' };
const NAME_MAX = 40;

/** "<name> (copy)" within the name's limit, counted as the schema counts (UTF-16 units), never halving a character. */
export function copyName(name: string, lang: ApiLang): string {
  const suffix = COPY_SUFFIX[lang];
  let kept = '';
  for (const char of name) {
    if (kept.length + char.length + suffix.length > NAME_MAX) break;
    kept += char;
  }
  return `${kept.trimEnd()}${suffix}`;
}

/** A copy is a new session of the caller's (never a sample) with its own share code, under the same limits. */
export async function copySession(
  db: Db,
  catalogue: SessionCatalogue,
  caller: Caller,
  id: string,
  lang: ApiLang,
  limits: LockSessionLimits,
): Promise<SessionDto> {
  const original = sessionValues(await findOwnSession(db, caller.corpId, id));
  return createSession(
    db,
    catalogue,
    caller,
    { ...original, conversationName: copyName(original.conversationName, lang) },
    limits,
  );
}
