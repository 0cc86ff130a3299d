import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sessionInput, type SessionDto, type SessionLanguage } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/catalogue/default-config';
import { sessionVoice } from '@/features/sessions/server/catalogue/voices';
import { catalogueCharacters } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';
import { createSession, type Caller } from './create';
import { fieldFailure } from './field-failure';
import type { LockSessionLimits } from './limits';

/** `/fastCreate/create`: a session from a character with the language's defaults, under the same limits. */
export async function quickCreate(
  db: Db,
  caller: Caller,
  input: { characterCode: string; language: SessionLanguage; conversationName?: string },
  limits: LockSessionLimits,
): Promise<SessionDto> {
  const [character] = await db
    .select({ ttsId: catalogueCharacters.ttsId, gender: catalogueCharacters.gender })
    .from(catalogueCharacters)
    .where(
      and(eq(catalogueCharacters.characterCode, input.characterCode), eq(catalogueCharacters.retired, false)),
    );
  if (!character) throw fieldFailure([{ field: 'characterCode', message: 'characterRequired' }]);
  const ttsId = sessionVoice(
    { ttsId: character.ttsId, gender: character.gender === 'male' ? 'male' : 'female' },
    input.language,
  );
  const values = defaultSessionValues({ ...input, ttsId });
  return createSession(db, caller, sessionInput.parse(values), limits);
}
