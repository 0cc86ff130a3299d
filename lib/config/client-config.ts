import { defaultPublicConfig, publicConfigSchema, type PublicConfig } from './public-config';

let loading: Promise<PublicConfig> | undefined;

/** Fetches /config.json once per page load; the timestamp query defeats stale caches after a deploy. */
export function loadClientConfig(fetcher: typeof fetch = fetch): Promise<PublicConfig> {
  loading ??= fetcher(`/config.json?t=${Date.now()}`, { cache: 'no-store' })
    .then((res) => (res.ok ? res.json() : {}))
    .then((json) => publicConfigSchema.parse(json))
    .catch(() => defaultPublicConfig);
  return loading;
}

export function resetClientConfigForTests() {
  loading = undefined;
}
