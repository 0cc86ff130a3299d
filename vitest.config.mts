import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { needingIsolation, testFilesIn } from './tests/support/isolation';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  // `server-only` throws outside React's server build; tests import server modules directly.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
};

// Files that keep a module registry of their own (tests/support/isolation.ts); the rest share one per worker.
const UNIT_DIRS = ['app', 'components', 'features', 'lib', 'messages', 'tests/lint', 'tests/support'];
const isolatedUnit = needingIsolation(root, [
  ...UNIT_DIRS.flatMap((dir) => testFilesIn(root, dir)),
  ...testFilesIn(root, '.', true),
]);
const isolatedIntegration = needingIsolation(root, testFilesIn(root, 'tests/integration'), [
  // The storage root and the mail transport are read once per process; these files look at them per DATA_DIR.
  'tests/integration/storage/uploads.test.ts',
  'tests/integration/accounts/mail.test.ts',
]);

/** A project run twice: its isolated files on their own, the rest in shared workers (`isolate: false`). */
function splitByIsolation<T extends { test: { name: string; include: string[] } }>(
  project: T,
  isolated: string[],
) {
  return [
    { ...project, test: { ...project.test, isolate: false, exclude: isolated } },
    { ...project, test: { ...project.test, name: `${project.test.name}-isolated`, include: isolated } },
  ];
}

function integrationProject(name: string, setupFile: string, globalSetup: string[] = []) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include: ['tests/integration/**/*.test.ts'],
      globalSetup,
      setupFiles: [setupFile, 'tests/integration/support/response-check.ts'],
      // Every answer is checked against its endpoint's output schema, so the API reference cannot drift.
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', DH_CHECK_RESPONSES: '1' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    passWithNoTests: true,
    // Vitest's own default for a run is one worker fewer than the cores: a single worker on a two-core machine,
    // which left a core idle for the whole suite.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...splitByIsolation(
        {
          resolve: { alias },
          test: {
            name: 'unit',
            environment: 'node',
            // Unit tests stand beside the code they test; tests/ keeps the integration tests and the lint rule test.
            include: [...UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`), '*.test.ts'],
          },
        },
        isolatedUnit,
      ),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['{app,components,features,lib}/**/*.test.tsx'],
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
      // API integration tests call the route handlers directly, on a copy of a migrated PGlite per file…
      ...splitByIsolation(
        integrationProject('integration', 'tests/integration/support/setup-pglite.ts', [
          'tests/integration/support/pglite-template.ts',
        ]),
        isolatedIntegration,
      ),
      // …and again on PostgreSQL (a fresh copy of a migrated template database per file) when TEST_DATABASE_URL is set.
      ...(process.env.TEST_DATABASE_URL
        ? splitByIsolation(
            integrationProject('integration-pg', 'tests/integration/support/setup-postgres.ts', [
              'tests/integration/support/postgres-template.ts',
            ]),
            isolatedIntegration,
          )
        : []),
    ],
  },
});
