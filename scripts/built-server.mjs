// The production build served on a free port with a throw-away DATA_DIR, for the measuring scripts (`npm run perf`,
// `npm run bench:*`): they measure a server like the one users get, never the development server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `scripts/serve.mjs` on the current build and resolves once it answers; `stop()` ends it and its data. */
export async function startBuiltServer({ name, env = {} }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `dh-${name}-`));
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      CAPTCHA: 'off',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitUntilAnswering(`${origin}/config.json`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, port, dataDir, pid: server.pid, stop };
}

async function waitUntilAnswering(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url}`);
}
