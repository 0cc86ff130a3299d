import fileConfig from '@/lib/config/defaults.json';
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

/** lib/config/defaults.json with environment overrides applied; pure so tests can pass their own env. */
export function resolveServerConfig(env: Record<string, string | undefined> = process.env): PublicConfig {
  const merged: Record<string, unknown> = { ...fileConfig };
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
