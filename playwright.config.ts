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

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions },
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
