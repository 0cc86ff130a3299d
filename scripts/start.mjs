// `npm start`: builds when there is no current build, then serves it. The server itself prepares DATA_DIR
// (migrations, demo account) on start-up, see instrumentation.ts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(distDir, 'BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'content',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'instrumentation.ts',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (!builtAt || Math.max(...SOURCES.map(newestMtime)) > builtAt) run('npx', ['next', 'build']);

const port = process.env.PORT || '3000';
const child = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: process.env });
child.on('spawn', () =>
  console.log(`\n  Open http://localhost:${port}  (English site: http://en.localhost:${port})\n`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
