import { withBasePath } from './base-path';
import type { PublicConfig } from './public-config';
import { PUBLIC_CONFIG_DEFAULTS, readPublicConfig } from './read-public-config';

let loading: Promise<PublicConfig> | undefined;

/** Fetches /config.json (under the base path) once per page load; the timestamp defeats stale caches after a deploy. */
export function loadClientConfig(fetcher: typeof fetch = fetch): Promise<PublicConfig> {
  loading ??= fetcher(withBasePath(`/config.json?t=${Date.now()}`), { cache: 'no-store' })
    .then((res) => (res.ok ? res.json() : {}))
    .then(readPublicConfig)
    .catch(() => PUBLIC_CONFIG_DEFAULTS);
  return loading;
}

export function resetClientConfigForTests() {
  loading = undefined;
}
