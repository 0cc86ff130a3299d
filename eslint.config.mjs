import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports point one way: app → features → components/ui, components/site, lib. Every console area is a folder in
// features/: it never reaches into another feature (only its contract — `contract.ts` or a `contract/` folder — and its
// endpoint declarations, `endpoints.ts` or `endpoints/`, which the API client calls), its server code is reachable
// only from app/, server code and tests, and lib/server never reaches the browser.
// One block per set of files, because a later block's `no-restricted-imports` replaces an earlier one's for the
// files both match.
const APP = ['@/app/*', '**/app/**'];
const SHARED_COMPONENTS = ['@/components/*', '**/components/**'];
const LIB_SERVER = ['@/lib/server/*', '**/lib/server/**'];
const ALL_FEATURES = ['@/features/*', '**/features/**'];
const FEATURE_SERVER = ['@/features/*/server/*', '**/features/*/server/**'];
export const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What one feature offers the others: its contract and its endpoint declarations, each a file or a folder. */
const PUBLIC_PARTS = ['contract', 'endpoints'];

/** Everything of the other features but their contract and endpoints. */
const otherFeatures = (own) =>
  FEATURES.filter((name) => name !== own).flatMap((name) => [
    `@/features/${name}/*`,
    `**/features/${name}/**`,
    ...PUBLIC_PARTS.flatMap((part) => [
      `!@/features/${name}/${part}`,
      `!@/features/${name}/${part}/**`,
      `!**/features/${name}/${part}`,
      `!**/features/${name}/${part}/**`,
    ]),
  ]);

const restrict = (files, group, message, ignores, regex) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group, message }, ...(regex ? [{ regex: regex.source, message }] : [])] },
    ],
  },
});

/** A relative path out of one feature into another (`../../other/…`). */
const relativeIntoOther = (own) => {
  const others = FEATURES.filter((name) => name !== own);
  return others.length
    ? new RegExp(`^(\\.\\./)+(${others.join('|')})/(?!(${PUBLIC_PARTS.join('|')})(/|$))`)
    : undefined;
};

function importDirectionRules() {
  return [
    restrict(
      ['lib/server/**/*.{ts,tsx}'],
      [...APP, ...SHARED_COMPONENTS, ...ALL_FEATURES],
      'lib/server imports neither app/, components/ nor a feature.',
    ),
    restrict(
      ['lib/**/*.{ts,tsx}'],
      [...APP, ...SHARED_COMPONENTS, ...ALL_FEATURES, ...LIB_SERVER],
      'Shared lib code imports neither app/, components/, a feature nor lib/server.',
      ['lib/server/**', 'lib/**/*.test.{ts,tsx}'],
    ),
    restrict(
      ['components/**/*.{ts,tsx}'],
      [...APP, ...LIB_SERVER, ...ALL_FEATURES],
      'Shared components import neither app/, lib/server nor a feature.',
      ['components/**/*.test.{ts,tsx}'],
    ),
    ...FEATURES.flatMap((feature) => [
      restrict(
        [`features/${feature}/**/*.{ts,tsx}`],
        [...APP, ...LIB_SERVER, ...FEATURE_SERVER, ...otherFeatures(feature)],
        'A feature’s browser code imports neither app/, server code nor another feature (only its contract and endpoints).',
        [`features/${feature}/server/**`, `features/${feature}/**/*.test.{ts,tsx}`],
        relativeIntoOther(feature),
      ),
      restrict(
        [`features/${feature}/server/**/*.{ts,tsx}`],
        [...APP, ...SHARED_COMPONENTS, `@/features/${feature}/components/*`, ...otherFeatures(feature)],
        'A feature’s server code imports neither app/, components nor another feature (only its contract and endpoints).',
        [`features/${feature}/**/*.test.{ts,tsx}`],
        relativeIntoOther(feature),
      ),
    ]),
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
    // The offline package's app, bundled by scripts/build-offline-app.mjs; vendored copies of the platform's public files.
    '.offline-app/**',
    'public/vad/**',
    'public/portrait-models/**',
    'next-env.d.ts',
    'lib/server/db/migrations/**',
  ]),
  ...importDirectionRules(),
  {
    files: ['lib/**/index.ts', 'components/**/index.ts', 'features/**/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files.' }],
    },
  },
]);
