import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { StartupPart } from '@/lib/server/startup';
import { seedCatalogue } from './catalogue/seed';
import { seedSiteDemo, siteDemoRows } from './demo/demo-seed';
import type { SessionCatalogue } from './sessions/catalogue-port';

export const sessionsStartup = (catalogue: SessionCatalogue): StartupPart => ({
  // The demo's character and scene must be in the catalogue before its sessions name them.
  prepare: async (db: Db) => {
    await seedCatalogue(db, catalogue.defaultVoiceFor);
    await seedSiteDemo(db, siteDemoRows(catalogue.sessionVoice));
  },
});
