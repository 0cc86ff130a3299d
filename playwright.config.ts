import { defineConfig, devices } from '@playwright/test';
import { areaEnv } from './areas';
import { basePathFromEnv } from './lib/config/base-path-env.mjs';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

// The values the areas' variables take on the test server (features/<area>/area.ts), beside the platform's own
// that scripts/e2e-server.mjs sets.
const areaE2eEnv = Object.fromEntries(
  areaEnv.flatMap((env) => (env.e2e === undefined ? [] : [[env.name, env.e2e]])),
);

const launchOptions = { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS };

// The journeys run on two workers against the one server and database: each registers accounts of its own, and the
// back-office sign-ins take turns (e2e/operator.kit.ts). The few that change what every other journey sees (a
// promotion shows a banner in every console) run on their own after the rest, in the `alone` project.
export const ALONE = [/activities\.spec\.ts$/];
// A run that names its spec files (`playwright test e2e/activities.spec.ts`, `… activities`) runs just those, not the
// whole suite first as the `alone` project's dependencies would (Playwright's `--no-deps` does the same).
const VALUE_OPTIONS = new Set(['-c', '--config', '-g', '--grep', '-gv', '--grep-invert', '-j', '--workers']);
for (const option of ['project', 'reporter', 'retries', 'timeout', 'output', 'shard', 'repeat-each', 'trace'])
  VALUE_OPTIONS.add(`--${option}`);
const testAt = process.argv.indexOf('test');
const cliArgs = testAt < 0 ? [] : process.argv.slice(testAt + 1);
const namesFiles = cliArgs.some((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(cliArgs[i - 1] ?? ''));
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A trace is recorded only on a failed test's retry: recording one for every test (to keep the failures') cost a
  // fifth of the journeys' time on two cores (71 journeys: 446 s with traces, 365 s without).
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/.*\.phone\.spec\.ts/, ...ALONE],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: namesFiles ? [] : ['desktop', 'phone'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    // A build under BASE_PATH (e2e/base-path.spec.ts) answers only under its prefix.
    url: `${baseURL}${basePathFromEnv()}/config.json`,
    // Long enough for scripts/e2e-server.mjs to build first when the build is stale.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: { ...areaE2eEnv, PORT: String(PORT) },
  },
});
