// `npm run build` and the build step of `npm start`, `npm test` and `npm run perf`. Static pages bake in a few
// environment values (site hosts and origins, hotline, app link, company identity), so a build records them and counts as current
// only while the sources are older than it and those values are unchanged.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { copyVadAssets } from './copy-vad-assets.mjs';
import { copyPortraitModels } from './copy-portrait-models.mjs';
import { buildOfflineApp, ensureOfflineApp } from './build-offline-app.mjs';
import { run } from './run.mjs';

/** Variables whose value ends up in statically generated pages (lib/config/server-config.ts, company.ts, lib/seo). */
export const BUILD_ENV_KEYS = [
  'PORT',
  'SITE_ORIGIN_ZH',
  'SITE_ORIGIN_EN',
  'SITE_EN_HOST',
  'SITE_ZH_HOST',
  'SERVICE_BASE_URL',
  'SERVICE_NAME',
  'IMAGE_BASE_URL',
  'VIDEO_BASE_URL',
  'FILE_BASE_URL',
  'CDN_BASE_URL',
  'DEV_STORE_BASE_URL',
  'CLOUD_STORE_HOSTS',
  'OVERSEAS',
  'HOTLINE',
  'ANDROID_APP_URL',
  'COMPANY_NAME',
  'COMPANY_NAME_ZH',
  'COMPANY_NAME_EN',
  'COMPANY_ADDRESS',
  'COMPANY_ADDRESS_ZH',
  'COMPANY_ADDRESS_EN',
  'ICP_FILING',
  'BASE_PATH',
];
const SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'public',
  'content',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'instrumentation.ts',
  'server-startup.ts',
  'scheduled-jobs.ts',
  'instrumentation-client.ts',
];
const FINGERPRINT = 'dh-build-env.json';

const distDir = (env) => env.NEXT_DIST_DIR || '.next';

/** What the build sees: the given variables over `.env` files, as Next itself loads them. */
function buildEnv(env) {
  const { combinedEnv } = nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error() {} }, true);
  const merged = { ...combinedEnv, ...env };
  return Object.fromEntries(BUILD_ENV_KEYS.map((key) => [key, merged[key] ?? '']));
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Why the build in NEXT_DIST_DIR must be redone, or null when it is current. */
export function staleReason(env = process.env) {
  const dir = distDir(env);
  const buildId = path.join(dir, 'BUILD_ID');
  if (!existsSync(buildId)) return 'there is no build yet';
  if (Math.max(...SOURCES.map(newestMtime)) > statSync(buildId).mtimeMs) return 'sources changed';
  let recorded = {};
  try {
    recorded = JSON.parse(readFileSync(path.join(dir, FINGERPRINT), 'utf8'));
  } catch {
    return 'the build does not record its environment';
  }
  const wanted = buildEnv(env);
  const changed = BUILD_ENV_KEYS.filter((key) => (recorded[key] ?? '') !== wanted[key]);
  return changed.length ? `build-time variables changed: ${changed.join(', ')}` : null;
}

export function build(env = process.env) {
  copyVadAssets();
  copyPortraitModels();
  buildOfflineApp();
  run('npx', ['next', 'build'], env);
  writeFileSync(path.join(distDir(env), FINGERPRINT), JSON.stringify(buildEnv(env), null, 2));
}

export function ensureBuild(env = process.env) {
  copyVadAssets();
  copyPortraitModels();
  ensureOfflineApp();
  const reason = staleReason(env);
  if (!reason) return;
  console.log(`Building: ${reason}.`);
  build(env);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) build();
