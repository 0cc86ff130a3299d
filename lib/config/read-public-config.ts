import { withBasePath } from './base-path';
import type { PublicConfig } from './public-config';

/**
 * The defaults of public-config.ts's schema, repeated here without zod: the browser reads /config.json on every
 * page, and zod would add ~40 KB (gzipped) to each marketing page. A unit test keeps the two in step.
 */
export const PUBLIC_CONFIG_DEFAULTS: PublicConfig = {
  serviceBaseUrl: withBasePath('/api'),
  serviceName: '',
  imageBaseUrl: withBasePath('/api/files/'),
  videoBaseUrl: withBasePath('/api/files/'),
  fileBaseUrl: withBasePath('/api/files/'),
  cdnBaseUrl: '',
  devStoreBaseUrl: withBasePath('/api/files/'),
  cloudStoreHosts: [],
  siteEnHost: 'en.localhost',
  siteZhHost: 'localhost',
  overseas: false,
  hotline: '',
  androidAppUrl: '',
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Takes each known key of the fetched JSON whose type matches its default; anything else keeps the default. */
export function readPublicConfig(json: unknown): PublicConfig {
  const source = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const config: Record<string, unknown> = { ...PUBLIC_CONFIG_DEFAULTS };
  for (const [key, fallback] of Object.entries(PUBLIC_CONFIG_DEFAULTS)) {
    const value = source[key];
    if (Array.isArray(fallback) ? isStringList(value) : typeof value === typeof fallback) config[key] = value;
  }
  return config as unknown as PublicConfig;
}
