import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports point one way: app → components → lib. lib/server never reaches the browser.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

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
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/app/*', '@/components/*', '**/app/**', '**/components/**'],
        'lib/ must not import app/ or components/.',
      ),
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(['@/app/*', '**/app/**'], 'components/ must not import app/.'),
    },
  },
  {
    files: ['lib/{api,contract,routing,format,config,i18n}/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.server.tsx'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/app/*', '**/app/**', '@/lib/server/*', '**/lib/server/**'],
        'Shared and client code must not import server-only modules (lib/server).',
      ),
    },
  },
  {
    files: ['lib/**/index.ts', 'components/**/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files.' }],
    },
  },
]);
