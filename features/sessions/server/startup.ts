import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { StartupPart } from '@/lib/server/startup';
import { seedSiteDemo, siteDemoRows } from './demo/demo-seed';
import type { SessionCatalogue } from './sessions/catalogue-port';

/** The site demo's sessions; they name a character and scene, so the catalogue's start-up step runs first. */
export const sessionsStartup = (catalogue: SessionCatalogue): StartupPart => ({
  prepare: async (db: Db) => {
    await seedSiteDemo(db, siteDemoRows(catalogue.sessionVoice));
  },
});
