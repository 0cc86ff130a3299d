import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { closeLimiters } from '@/lib/server/rate-limit/limiters';
import { applyTestEnv } from './test-env';

// Each test file runs on a database of its own, copied from the run's migrated and seeded template
// (postgres-template.ts) on TEST_DATABASE_URL's server and dropped afterwards, so reruns and parallel files never see
// each other's rows.
const adminUrl = process.env.TEST_DATABASE_URL!;
const database = `dh_it_${randomBytes(6).toString('hex')}`;
const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database} TEMPLATE ${inject('postgresTemplate')}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${database}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'dh-it-pg-'));
applyTestEnv({ DATA_DIR: dataDir, DATABASE_URL: url.href });

afterAll(async () => {
  await closeLimiters();
  await closeDb();
  const cleanup = new Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await cleanup.end();
  await rm(dataDir, { recursive: true, force: true });
});
