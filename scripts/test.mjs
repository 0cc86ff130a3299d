// `npm test`: every gate in order — lint, types, unit and integration tests, then the browser journeys.
import { INSTALL_HINT, findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

run('npx', ['eslint', '.']);
run('npx', ['prettier', '--check', '.']);
run('npx', ['tsc', '--noEmit']);
run('npx', ['vitest', 'run']);
run('npx', ['next', 'build']);
run('npx', ['playwright', 'test'], { CHROME_PATH: chromium, CI: process.env.CI ?? '1' });
console.log('\n✔ all checks passed');
