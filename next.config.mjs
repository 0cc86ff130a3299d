import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/security-headers.mjs';
import { marketingCacheHeaders } from './lib/seo/cache-headers.mjs';
import { openApiFileHeaders } from './lib/server/openapi/file-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets tests or parallel checkouts build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
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
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks'],
  },
};

export default withNextIntl(nextConfig);
