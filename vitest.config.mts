import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  // `server-only` throws outside React's server build; tests import server modules directly.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
};

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
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Unit tests stand beside the code they test; tests/ keeps the integration tests and the lint rule test.
          include: [
            '{app,components,features,lib,messages}/**/*.test.ts',
            '*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
        },
      },
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
      integrationProject('integration', 'tests/integration/support/setup-pglite.ts', [
        'tests/integration/support/pglite-template.ts',
      ]),
      // …and again on PostgreSQL (a fresh copy of a migrated template database per file) when TEST_DATABASE_URL is set.
      ...(process.env.TEST_DATABASE_URL
        ? [
            integrationProject('integration-pg', 'tests/integration/support/setup-postgres.ts', [
              'tests/integration/support/postgres-template.ts',
            ]),
          ]
        : []),
    ],
  },
});
