import fileConfig from '@/lib/config/defaults.json';
import { BASE_PATH, withBasePath } from './base-path';
import { publicConfigSchema, type PublicConfig } from './public-config';

const envOverrides: Record<keyof PublicConfig, string> = {
  serviceBaseUrl: 'SERVICE_BASE_URL',
  serviceName: 'SERVICE_NAME',
  imageBaseUrl: 'IMAGE_BASE_URL',
  videoBaseUrl: 'VIDEO_BASE_URL',
  fileBaseUrl: 'FILE_BASE_URL',
  cdnBaseUrl: 'CDN_BASE_URL',
  devStoreBaseUrl: 'DEV_STORE_BASE_URL',
  cloudStoreHosts: 'CLOUD_STORE_HOSTS',
  siteEnHost: 'SITE_EN_HOST',
  siteZhHost: 'SITE_ZH_HOST',
  overseas: 'OVERSEAS',
  hotline: 'HOTLINE',
  androidAppUrl: 'ANDROID_APP_URL',
};

/** The file's same-site URLs (`/api`, `/api/files/`) that a build under BASE_PATH serves under its prefix. */
const SITE_PATH_KEYS = [
  'serviceBaseUrl',
  'imageBaseUrl',
  'videoBaseUrl',
  'fileBaseUrl',
  'devStoreBaseUrl',
] as const;

/**
 * lib/config/defaults.json with environment overrides applied; pure so tests can pass their own env. The file's paths
 * follow the build's base path; a value from the environment is taken as written (it names the full URL or path).
 */
export function resolveServerConfig(
  env: Record<string, string | undefined> = process.env,
  basePath: string = BASE_PATH,
): PublicConfig {
  const merged: Record<string, unknown> = { ...fileConfig };
  for (const key of SITE_PATH_KEYS) merged[key] = withBasePath(fileConfig[key], basePath);
  for (const [key, name] of Object.entries(envOverrides)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (key === 'overseas') merged[key] = value === 'true' || value === '1';
    else if (key === 'cloudStoreHosts')
      merged[key] = value
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean);
    else merged[key] = value;
  }
  return publicConfigSchema.parse(merged);
}

let cached: PublicConfig | undefined;

export function serverConfig(): PublicConfig {
  cached ??= resolveServerConfig();
  return cached;
}
