// The production build served on a free port with a throw-away DATA_DIR, for the measuring scripts (`npm run perf`,
// `npm run bench:*`): they measure a server like the one users get, never the development server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Starts `scripts/serve.mjs` on the current build and resolves once it answers; `stop()` ends it and its data.
 * `port` fixes the port (a free one otherwise), `dir` serves another Next app's build (the bare app of
 * `npm run bench:load`) through the same server, `nodeArgs` go to Node (`--cpu-prof`), `probe` is the path that
 * answers once the server is up.
 */
export async function startBuiltServer({
  name,
  env = {},
  port: fixedPort,
  dir,
  nodeArgs = [],
  probe = '/config.json',
}) {
  const port = fixedPort ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `dh-${name}-`));
  const serveScript = fileURLToPath(new URL('./serve.mjs', import.meta.url));
  const server = spawn(process.execPath, [...nodeArgs, serveScript], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    ...(dir ? { cwd: dir } : {}),
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
    await waitUntilAnswering(`${origin}${probe}`);
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
