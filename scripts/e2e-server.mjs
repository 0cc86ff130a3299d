// Serves the production build for the browser tests on a fresh, throw-away data directory.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build.mjs';
import { E2E_BUILD_ENV, E2E_PORT } from './e2e-env.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dh-e2e-'));
// Tests read mail codes from DATA_DIR/outbox: tell them where it is, per port (servers may run side by side) and in
// test-results/ (which Playwright empties before it starts this server).
const port = E2E_PORT;
writeFileSync(path.join(tmpdir(), `dh-e2e-data-dir-${port}.txt`), dataDir);
mkdirSync('test-results', { recursive: true });
writeFileSync(path.join('test-results', 'e2e-data-dir.txt'), dataDir);
// `npm run test:e2e` on its own builds here when the build is not the one the tests need.
ensureBuild({ ...process.env, ...E2E_BUILD_ENV });
const child = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: 'inherit',
  // The areas' own test values (CAPTCHA off, no demo seed, a first operator, a short idle timeout, …) come from their
  // declarations through playwright.config.ts, in process.env.
  env: {
    ...process.env,
    ...E2E_BUILD_ENV,
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789',
    // As behind one reverse proxy: set-up calls name their own client address (e2e/accounts.kit.ts).
    TRUST_PROXY: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
