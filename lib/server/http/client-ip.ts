import 'server-only';
import { isIP } from 'node:net';
import { trustedProxyCount } from './forwarded-for.mjs';

/**
 * The caller's address for rate limits and logs, from the X-Forwarded-For that scripts/serve.mjs rewrote from the
 * socket (lib/server/http/forwarded-for.mjs): its last entry is the socket, and behind `TRUST_PROXY=N` proxies the
 * client is N entries further left, the one our outermost proxy saw. Entries further left are the client's own
 * words and never count, nor does X-Real-IP.
 */
export function clientIp(headers: Headers, trustProxy = process.env.TRUST_PROXY): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const picked = chain[Math.max(chain.length - 1 - trustedProxyCount(trustProxy), 0)];
  return picked ? addressKey(picked) : 'unknown';
}

/**
 * One key per client: ports and IPv4-mapped prefixes go, and an IPv6 address counts as its /64, the block one
 * customer line gets; its 2^64 addresses would otherwise be as many fresh budgets for every per-IP limit.
 */
function addressKey(entry: string): string {
  let ip = entry.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  ip = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(ip) === 6) return `${ipv6Prefix64(ip)}::/64`;
  return ip.slice(0, 64);
}

/** The first four groups of an IPv6 address, `::` expanded, in their shortest form. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 address (…:1.2.3.4) fills two groups.
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const zeros = ip.includes('::') ? Array<string>(8 - width(left) - width(right)).fill('0') : [];
  return [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}
