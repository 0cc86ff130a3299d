// `npm test`: every gate in order — lint, types, unit and integration tests, then the browser journeys.
import { INSTALL_HINT, findChromium } from './chromium.mjs';
import { BASE_PATH_ENV } from './e2e-env.mjs';
import { run } from './run.mjs';
import { runParallel } from './run-parallel.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

// Lint, format and types do not depend on each other: they run side by side (each mostly on one core).
await runParallel([
  [['npx', ['eslint', '.']]],
  [['npx', ['prettier', '--check', '.']]],
  // Pages and layouts type their props with the route types Next generates (PageProps, LayoutProps).
  [
    ['npx', ['next', 'typegen']],
    ['npx', ['tsc', '--noEmit']],
  ],
]);
// The browser tests' two builds, then Vitest on every core (vitest.config.mts): side by side they would slow the
// component tests into their timeouts.
run('node', ['scripts/build-e2e.mjs']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test'], { CHROME_PATH: chromium, CI: process.env.CI ?? '1' });
// Spec §2: the whole product under a base path, in its second build, with one smoke journey.
run('npx', ['playwright', 'test', 'e2e/base-path.spec.ts', '--project', 'desktop'], {
  CHROME_PATH: chromium,
  CI: process.env.CI ?? '1',
  ...BASE_PATH_ENV,
});
console.log('\n✔ all checks passed');
