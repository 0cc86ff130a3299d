import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll } from 'vitest';
import { seedCatalogue } from '@/features/catalogue/server/seed';
import { closeDb, getDb } from '@/lib/server/db/client';
import { closeLimiters } from '@/lib/server/rate-limit/limiters';
import { applyTestEnv } from './test-env';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';

// Each test file runs on a database of its own, created from TEST_DATABASE_URL's server and dropped afterwards,
// so reruns and parallel files never see each other's rows.
const adminUrl = process.env.TEST_DATABASE_URL!;
const database = `dh_it_${randomBytes(6).toString('hex')}`;
const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${database}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'dh-it-pg-'));
applyTestEnv({ DATA_DIR: dataDir, DATABASE_URL: url.href });
// What the server's start-up does after migrating (getDb migrates): the tests see the catalogue it would serve.
await seedCatalogue(await getDb(), defaultVoiceFor);

afterAll(async () => {
  await closeLimiters();
  await closeDb();
  const cleanup = new Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await cleanup.end();
  await rm(dataDir, { recursive: true, force: true });
});
