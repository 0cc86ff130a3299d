import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { closeLimiters } from '@/lib/server/rate-limit/limiters';
import { applyTestEnv } from './test-env';

// Each test file gets its own DATA_DIR holding a copy of the migrated template database.
const dataDir = await mkdtemp(path.join(tmpdir(), 'dh-it-'));
await cp(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
applyTestEnv({ DATA_DIR: dataDir });

afterAll(async () => {
  await closeLimiters();
  await closeDb();
  await rm(dataDir, { recursive: true, force: true });
});
