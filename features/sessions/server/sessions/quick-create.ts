import 'server-only';
import {
  sessionInput,
  type BackgroundChoice,
  type SessionDto,
  type SessionLanguage,
} from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import type { Db } from '@/lib/server/db/client';
import type { SessionCatalogue } from './catalogue-port';
import { createSession, type Caller } from './create';
import { fieldFailure } from './field-failure';
import type { LockSessionLimits } from './limits';

/**
 * `/fastCreate/create`: a session from a character with the language's defaults, under the same limits. The
 * character may be one of the corporation's approved portraits (`portrait:<model id>`), which speaks with the
 * language's voice of its gender; one not approved yet is refused by name, like the editor refuses it.
 */
export async function quickCreate(
  db: Db,
  catalogue: SessionCatalogue,
  caller: Caller,
  input: {
    characterCode: string;
    language: SessionLanguage;
    conversationName?: string;
    backgroundDto?: BackgroundChoice;
  },
  limits: LockSessionLimits,
): Promise<SessionDto> {
  const found = await catalogue.character(db, input.characterCode, caller.corpId);
  if (found?.portrait && found.retired)
    throw fieldFailure([{ field: 'characterCode', message: 'portraitNotApproved' }]);
  const character = found && !found.retired ? found : null;
  if (!character) throw fieldFailure([{ field: 'characterCode', message: 'characterRequired' }]);
  const ttsId = catalogue.sessionVoice(
    { ttsId: character.ttsId, gender: character.gender === 'male' ? 'male' : 'female' },
    input.language,
  );
  const { backgroundDto, ...rest } = input;
  const values = defaultSessionValues({ ...rest, ttsId });
  // The chosen background is checked like the editor's (it exists, an upload is the corporation's) by createSession.
  if (backgroundDto) values.detailDto.backgroundDto = backgroundDto;
  return createSession(db, catalogue, caller, sessionInput.parse(values), limits);
}
