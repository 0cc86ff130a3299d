import 'server-only';
import { isIP } from 'node:net';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;

/**
 * OUTBOUND_ALLOW_HOSTS: host names (or IP literals) the operator trusts although they resolve to private
 * addresses — an internal model server, a test server. Exact names, comma-separated, no scheme or port: an entry
 * that is not a bare host name stops start-up, since a silently ignored entry would look like a guard failure.
 */
export function outboundAllowHosts(
  env: Record<string, string | undefined> = process.env,
): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const raw of (env.OUTBOUND_ALLOW_HOSTS ?? '').split(',')) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1');
    if (!entry) continue;
    if (!HOST_NAME.test(entry) && !isIP(entry))
      throw new Error(
        `OUTBOUND_ALLOW_HOSTS lists "${raw.trim()}": give bare host names, without scheme or port`,
      );
    hosts.add(entry);
  }
  return hosts;
}
