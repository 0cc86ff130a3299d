import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import type { Db } from '@/lib/server/db/client';
import { seedCatalogue } from '@/features/catalogue/server/seed';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve('lib/server/db/migrations');
const PREFIX = 'dh_tpl_';

function urlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Templates of runs that died before their teardown (named with their start second) go after a day. */
async function dropStaleTemplates(admin: Client) {
  const dayAgo = Math.floor(Date.now() / 1000) - 24 * 3600;
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const started = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (started && started < dayAgo) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    }
  }
}

/**
 * Migrating and seeding a PostgreSQL database takes a second or more per test file. This run migrates and seeds one
 * template database, and every test file's database is created from it (`CREATE DATABASE … TEMPLATE`), which copies
 * it in a fraction of that. The name is this run's own, so worktrees and CI runs on the same server never collide.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = `${PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStaleTemplates(admin);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }

  // What the server's start-up does (getDb migrates, then the catalogue is seeded): the tests see what it would serve.
  // One client, ended before any file copies the template (a copy needs the template to have no connections).
  const client = new Client({ connectionString: urlFor(adminUrl, template) });
  await client.connect();
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    await seedCatalogue(db as unknown as Db, defaultVoiceFor);
  } finally {
    await client.end();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
}
