// `npm test`: every gate in order — lint, types, unit and integration tests, then the browser journeys.
import { INSTALL_HINT, findChromium } from './chromium.mjs';
import { ensureBuild } from './build.mjs';
import { E2E_BUILD_ENV } from './e2e-env.mjs';
import { run } from './run.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

run('npx', ['eslint', '.']);
run('npx', ['prettier', '--check', '.']);
// Pages and layouts type their props with the route types Next generates (PageProps, LayoutProps).
run('npx', ['next', 'typegen']);
run('npx', ['tsc', '--noEmit']);
run('npx', ['vitest', 'run']);
ensureBuild({ ...process.env, ...E2E_BUILD_ENV });
run('npx', ['playwright', 'test'], { CHROME_PATH: chromium, CI: process.env.CI ?? '1' });
console.log('\n✔ all checks passed');
