import type { PublicConfig } from './public-config';

type AssetConfig = Pick<PublicConfig, 'cdnBaseUrl' | 'devStoreBaseUrl' | 'cloudStoreHosts'>;

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|.*\.localhost|.*\.local)$/i;

/** A production origin is any public host name; local and *.localhost hosts are development. */
export function isProductionOrigin(origin: string): boolean {
  try {
    return !LOCAL_HOST.test(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Spec §9: cloud-store URLs are rewritten to the CDN host; relative paths go to the CDN on production origins
 * and to the development store otherwise.
 */
export function assetUrl(url: string | null | undefined, config: AssetConfig, origin: string): string {
  if (!url) return '';
  if (/^(data|blob):/i.test(url)) return url;
  // Protocol-relative URLs (`//bucket.host/x.png`) name a host too; they take the page's scheme.
  if (/^(https?:)?\/\//i.test(url)) {
    const parsed = new URL(url, origin);
    if (config.cdnBaseUrl && config.cloudStoreHosts.includes(parsed.hostname)) {
      return join(config.cdnBaseUrl, parsed.pathname) + parsed.search;
    }
    return url;
  }
  const base = isProductionOrigin(origin) && config.cdnBaseUrl ? config.cdnBaseUrl : config.devStoreBaseUrl;
  return join(base, url);
}
