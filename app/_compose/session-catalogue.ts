import 'server-only';
import {
  catalogueCharacterEntry,
  firstOfferedCharacterWithStyle,
  offeredScene,
} from '@/features/catalogue/server/lookups';
import type { SessionCatalogue } from '@/features/sessions/server/sessions/catalogue-port';
import { ttsRegistry } from '@/features/speech/server/tts/registry';
import { sessionVoice } from '@/features/speech/server/voices';

// The sessions read and check the characters and scenes of the catalogue (features/catalogue) and the voices
// (features/speech) on every session read and write (references, quick create, the sample, the site demo); they
// reach them through this port, the one place that imports both sides.

export const sessionCatalogue: SessionCatalogue = {
  character: catalogueCharacterEntry,
  background: offeredScene,
  businessCharacter: (db) => firstOfferedCharacterWithStyle(db, 'business'),
  voice: (ttsId) => ttsRegistry().voice(ttsId) ?? null,
  sessionVoice: (character, language) => sessionVoice(character, language),
};
