import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import type { DefaultVoiceFor } from './seed-rows';
import { seedCatalogue } from './seed';

/**
 * Brings the catalogue tables to the code's cast and scenes at every start, before the areas that name a character
 * or scene (the sessions' site demo) prepare. The voices area (features/speech) says which voice it offers for each
 * cast voice; server-startup.ts hands its `defaultVoiceFor` over.
 */
export const catalogueStartup = (defaultVoiceFor: DefaultVoiceFor): StartupPart => ({
  prepare: (db) => seedCatalogue(db, defaultVoiceFor),
});
