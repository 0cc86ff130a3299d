import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb, openConnection } from '@/lib/server/db/client';
import { users } from '@/lib/server/auth/tables';
import { DEMO_ACCOUNT } from '@/features/accounts/server/startup';
import { FIRST_OPERATOR } from '@/features/operator/server/startup';
import { prepareServer } from '@/server-startup';
import { loginWithPassword } from '@/tests/integration/support/accounts';

const userCount = async () =>
  (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('start-up', () => {
  it('creates nothing with SEED_DEMO=0', async () => {
    process.env.SEED_DEMO = '0';
    await prepareServer();
    delete process.env.SEED_DEMO;
    expect(await userCount()).toBe(0);
  });

  it('creates the demo account and the first operator once on an empty database and prints how to log in', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await prepareServer();
    await prepareServer();
    expect(await userCount()).toBe(1);
    const printed = print.mock.calls.map((call) => String(call[0]));
    print.mockRestore();
    expect(printed).toHaveLength(2);
    expect(printed.filter((line) => line.includes(DEMO_ACCOUNT.password))).toHaveLength(1);
    expect(printed.filter((line) => line.includes(FIRST_OPERATOR.password))).toHaveLength(1);
    expect((await loginWithPassword(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).body.code).toBe(0);
  });
});

describe.skipIf(process.env.DATABASE_URL)('embedded database', () => {
  it('refuses a second process on the same DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dh-lock-'));
    const saved = process.env.DATA_DIR;
    // The test runner's parent process stands in for another server that holds the directory.
    await writeFile(path.join(dir, 'db.pid'), String(process.ppid));
    process.env.DATA_DIR = dir;
    try {
      await expect(openConnection()).rejects.toThrow(/in use by process/);
    } finally {
      process.env.DATA_DIR = saved;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
