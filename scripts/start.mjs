// `npm start`: builds when there is no current build (scripts/build.mjs), then serves it (scripts/serve.mjs). The
// server itself prepares DATA_DIR (migrations, demo account) on start-up, see instrumentation.ts.
import { spawn } from 'node:child_process';
import { ensureBuild } from './build.mjs';

ensureBuild();

const port = process.env.PORT || '3000';
const child = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
child.on('spawn', () =>
  console.log(`\n  Open http://localhost:${port}  (English site: http://en.localhost:${port})\n`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
