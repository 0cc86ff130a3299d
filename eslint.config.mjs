import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports point one way: app → components → lib. lib/server never reaches the browser. Shared components (ui,
// layout) never import a feature, and features never import each other. One block per set of files, because a
// later block's `no-restricted-imports` replaces an earlier one's for the files both match.
const APP = ['@/app/*', '**/app/**'];
const COMPONENTS = ['@/components/*', '**/components/**'];
const SERVER = ['@/lib/server/*', '**/lib/server/**'];
const SHARED_COMPONENTS = ['ui', 'layout'];
const FEATURES = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_COMPONENTS.includes(entry.name))
  .map((entry) => entry.name);
const featureImports = (except) =>
  FEATURES.filter((name) => name !== except).flatMap((name) => [
    `@/components/${name}/*`,
    `**/components/${name}/**`,
  ]);

const restrict = (files, group, message, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
});

function importDirectionRules() {
  const serverComponents = ['components/**/*.server.tsx'];
  return [
    restrict(
      ['lib/server/**/*.{ts,tsx}'],
      [...APP, ...COMPONENTS],
      'lib/ must not import app/ or components/.',
    ),
    restrict(
      ['lib/**/*.{ts,tsx}'],
      [...APP, ...COMPONENTS, ...SERVER],
      'lib/ must not import app/ or components/; shared lib code must not import lib/server.',
      ['lib/server/**'],
    ),
    restrict(
      SHARED_COMPONENTS.map((dir) => `components/${dir}/**/*.{ts,tsx}`),
      [...APP, ...SERVER, ...featureImports()],
      'Shared components import neither app/, lib/server nor a feature.',
      serverComponents,
    ),
    ...FEATURES.map((feature) =>
      restrict(
        [`components/${feature}/**/*.{ts,tsx}`],
        [...APP, ...SERVER, ...featureImports(feature)],
        'A feature imports neither app/, lib/server nor another feature.',
        serverComponents,
      ),
    ),
    restrict(serverComponents, APP, 'components/ must not import app/.'),
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    '.data*/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'perf-report/**',
    'next-env.d.ts',
    'lib/server/db/migrations/**',
  ]),
  ...importDirectionRules(),
  {
    files: ['lib/**/index.ts', 'components/**/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files.' }],
    },
  },
]);
