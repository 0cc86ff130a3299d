import 'server-only';
import {
  catalogueCharacterEntry,
  firstOfferedCharacterWithStyle,
  offeredScene,
} from '@/features/catalogue/server/lookups';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import { ownPortraitCharacter } from '@/features/catalogue/server/user-models/portrait-character';
import type { SessionCatalogue } from '@/features/sessions/server/sessions/catalogue-port';
import { ttsRegistry } from '@/features/speech/server/tts/registry';
import { sessionVoice } from '@/features/speech/server/voices';

// The sessions read and check the characters and scenes of the catalogue (features/catalogue) and the voices
// (features/speech) on every session read and write (references, quick create, the sample, the site demo); they
// reach them through this port, the one place that imports both sides.

export const sessionCatalogue: SessionCatalogue = {
  character: async (db, code, corpId) => {
    const portraitId = portraitIdOf(code);
    if (portraitId === null) return catalogueCharacterEntry(db, code);
    const found = corpId ? await ownPortraitCharacter(db, corpId, portraitId) : null;
    // A portrait speaks with the voice chosen for its session: it has no voice of its own.
    return (
      found && { name: found.name, gender: found.gender, retired: !found.ready, ttsId: '', portrait: true }
    );
  },
  background: offeredScene,
  businessCharacter: (db) => firstOfferedCharacterWithStyle(db, 'business'),
  voice: (ttsId) => ttsRegistry().voice(ttsId) ?? null,
  sessionVoice: (character, language) => sessionVoice(character, language),
};
