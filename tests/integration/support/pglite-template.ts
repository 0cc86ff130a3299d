import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import type { Db } from '@/lib/server/db/client';
import { seedCatalogue } from '@/features/catalogue/server/seed';
import { backgroundRows, characterRows } from '@/features/catalogue/server/seed-rows';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const MIGRATIONS = path.resolve('lib/server/db/migrations');

/** Changes whenever a migration or the seeded catalogue does, so a stale template is never reused. */
async function templateHash(): Promise<string> {
  const hash = createHash('sha256').update(
    JSON.stringify([characterRows(defaultVoiceFor), backgroundRows()]),
  );
  const walk = async (dir: string): Promise<void> => {
    for (const name of (await readdir(dir)).sort()) {
      const file = path.join(dir, name);
      if ((await stat(file)).isDirectory()) await walk(file);
      else hash.update(name).update(await readFile(file));
    }
  };
  await walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

async function removeTemplatesOlderThanADay(dir: string) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const entry = path.join(dir, name);
    const used = await stat(entry).then(
      ({ mtimeMs }) => mtimeMs,
      () => Date.now(),
    );
    if (used < dayAgo) await rm(entry, { recursive: true, force: true });
  }
}

/**
 * initdb takes seconds (more on a busy machine); reopening a copy takes a fraction of one. The migrated database is
 * built and seeded once per migration set and catalogue, kept in node_modules/.cache, and every test file copies it.
 */
export default async function setup(project: TestProject) {
  const cached = path.resolve('node_modules/.cache/dh-pglite-template', await templateHash());
  const exists = await stat(path.join(cached, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  // Marks the template as in use, for the clean-up below in other runs.
  if (exists) await utimes(cached, new Date(), new Date()).catch(() => {});
  else {
    const building = await mkdtemp(path.join(tmpdir(), 'dh-pglite-template-'));
    const client = await PGlite.create(building);
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    // What the server's start-up does after migrating: the tests see the catalogue it would serve.
    await seedCatalogue(db as unknown as Db, defaultVoiceFor);
    await client.close();
    // Worktrees that share node_modules test other migration sets side by side: their templates stay (those unused
    // for a day go), and this one appears in one step, never half-copied.
    await removeTemplatesOlderThanADay(path.dirname(cached));
    await mkdir(path.dirname(cached), { recursive: true });
    const staged = `${cached}.${process.pid}`;
    await cp(building, staged, { recursive: true });
    await rename(staged, cached).catch(() => rm(staged, { recursive: true, force: true }));
    await rm(building, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', cached);
}
