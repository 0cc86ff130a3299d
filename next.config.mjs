import createNextIntlPlugin from 'next-intl/plugin';
import { basePathFromEnv } from './lib/config/base-path-env.mjs';
import { securityHeaders } from './lib/security/security-headers.mjs';
import { marketingCacheHeaders } from './lib/seo/cache-headers.mjs';
import { openApiFileHeaders } from './lib/server/openapi/file-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
// The whole product under a prefix (spec §2), a build-time choice: lib/config/base-path.ts reads it back.
const basePath = basePathFromEnv();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets tests or parallel checkouts build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  ...(basePath ? { basePath } : {}),
  env: { DH_BASE_PATH: basePath },
  reactStrictMode: true,
  // The development store's default base (`/files/`, spec §9 and lib/config/defaults.json) names the uploaded files
  // the API serves: both paths answer. The proxy's matcher leaves `/files/` alone.
  rewrites: async () => [{ source: '/files/:key+', destination: '/api/files/:key+' }],
  headers: async () => [
    ...securityHeaders({ production: process.env.NODE_ENV === 'production' }),
    ...marketingCacheHeaders(),
    ...openApiFileHeaders(),
  ],
  // espeak-ng (GPL-3.0, an 18 MB WebAssembly build) is loaded from node_modules at run time, never bundled. pdfjs-dist
  // loads its worker module next to itself at run time (and unpdf imports pdfjs-dist), so both stay in node_modules.
  // @node-rs/jieba is a native addon (.node), which Turbopack cannot place in a chunk.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'pino',
    'nodemailer',
    'espeak-ng',
    'unpdf',
    'pdfjs-dist',
    '@node-rs/jieba',
    // A portrait's photo checks (features/portraits): Human and TensorFlow.js's WASM backend, imported on the first
    // photo analysed, never at start-up.
    '@vladmandic/human',
    '@tensorflow/tfjs-core',
    '@tensorflow/tfjs-converter',
    '@tensorflow/tfjs-backend-wasm',
  ],
  // `npm test` runs `tsc --noEmit` over the whole tree before it builds, so its build (and the browser tests' build,
  // scripts/e2e-env.mjs) skips Next's second type check (2 minutes of CI). Any other build still checks types.
  typescript: { ignoreBuildErrors: process.env.DH_TYPES_CHECKED === '1' },
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks'],
  },
};

export default withNextIntl(nextConfig);
