import 'server-only';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { dataDir } from '@/lib/server/data-dir';

export type Db = PgDatabase<PgQueryResultHKT>;

interface Connection {
  db: Db;
  /** The node-postgres pool when DATABASE_URL is set (the Postgres rate-limit store shares it). */
  pool: Pool | null;
  close: () => Promise<void>;
}

// One connection per process. PGlite is single-process and must be opened once: the promise lives on globalThis so
// that module reloads (dev server, several server bundles) share it.
const globalStore = globalThis as typeof globalThis & { __dhDbConnection?: Promise<Connection> };

const migrationsFolder = () =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'server', 'db', 'migrations');

async function openPostgres(url: string): Promise<Connection> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, pool, close: () => endPool(pool) };
}

/** `pool.end()` resolves before the connections have closed; a database dropped right after would cut them. */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

async function openPglite(dir: string): Promise<Connection> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  mkdirSync(dir, { recursive: true });
  const lock = claimDataDir(dir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const close = async () => {
      await client.close();
      releaseDataDir(lock);
    };
    return { db: db as unknown as Db, pool: null, close };
  } catch (error) {
    releaseDataDir(lock);
    throw error;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second server on the same DATA_DIR would corrupt it. A pid file beside the
 * database directory refuses that with a clear message; a stale file from a crashed process is taken over.
 */
const heldLocks = new Set<string>();
let exitHookInstalled = false;

function releaseDataDir(lock: string) {
  heldLocks.delete(lock);
  try {
    if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
  } catch {
    // Already gone.
  }
}

function claimDataDir(dir: string): string {
  const lock = `${dir}.pid`;
  const mine = String(process.pid);
  try {
    writeFileSync(lock, mine, { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder))
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. ` +
          'Stop that server, or give this one its own DATA_DIR (or a PostgreSQL DATABASE_URL).',
      );
    writeFileSync(lock, mine);
  }
  heldLocks.add(lock);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => heldLocks.forEach(releaseDataDir));
  }
  return lock;
}

/** DATABASE_URL → PostgreSQL; otherwise the embedded PGlite in DATA_DIR/db. Migrations run on first open. */
export function openConnection(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(path.join(dataDir(), 'db'));
}

export function connection(): Promise<Connection> {
  if (!globalStore.__dhDbConnection) {
    const opening = openConnection();
    globalStore.__dhDbConnection = opening;
    // A failed open must not stick: the next call tries again.
    opening.catch(() => {
      if (globalStore.__dhDbConnection === opening) globalStore.__dhDbConnection = undefined;
    });
  }
  return globalStore.__dhDbConnection;
}

/** The migrated database. */
export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

/** Closes the process's connection (tests, shutdown). */
export async function closeDb(): Promise<void> {
  const current = globalStore.__dhDbConnection;
  globalStore.__dhDbConnection = undefined;
  if (current) await (await current).close();
}
