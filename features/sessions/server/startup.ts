import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { StartupPart } from '@/lib/server/startup';
import { seedCatalogue } from './catalogue/seed';
import { seedSiteDemo, siteDemoRows } from './demo/demo-seed';
import type { SessionCatalogue } from './sessions/catalogue-port';
import { openAiTtsConfig } from './tts/openai-config';

/** A misspelt TTS_OPENAI_* variable stops the server at start rather than failing each call. */
export const sessionsStartup = (catalogue: SessionCatalogue): StartupPart => ({
  check: () => {
    openAiTtsConfig();
  },
  // The demo's character and scene must be in the catalogue before its sessions name them.
  prepare: async (db: Db) => {
    await seedCatalogue(db);
    await seedSiteDemo(db, siteDemoRows(catalogue.sessionVoice));
  },
});
