import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The e2e server's DATA_DIR: scripts/e2e-server.mjs writes it per port (and to test-results/) on start. */
export function e2eDataDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  for (const pointer of [
    path.join(tmpdir(), `dh-e2e-data-dir-${port}.txt`),
    path.join(process.cwd(), 'test-results', 'e2e-data-dir.txt'),
  ]) {
    if (existsSync(pointer)) return readFileSync(pointer, 'utf8').trim();
  }
  throw new Error('scripts/e2e-server.mjs did not say where its DATA_DIR is');
}

/** The outbox's message files, oldest first (their names start with the time they were written). */
export function outboxFiles(): { name: string; text: string }[] {
  const outbox = path.join(e2eDataDir(), 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(outbox, name), 'utf8') }));
}
