import 'server-only';

/**
 * The caller's IP address for rate limits and logs.
 *
 * Next route handlers do not see the socket. `next start` fills `x-forwarded-for` with the socket address only
 * when the request has none, so a client talking to Next directly can write that header itself.
 * - `TRUST_PROXY=N` (N ≥ 1 reverse proxies in front of the app, each appending to `x-forwarded-for`): the N-th
 *   address from the right is the one our outermost proxy saw — spoof-proof.
 * - Unset: `x-real-ip`, else the last `x-forwarded-for` entry. Without a proxy these may be forged, so IP-keyed
 *   limits are a soft measure there; the per-account and per-address limits hold regardless.
 */
export function clientIp(headers: Headers, trustProxy = process.env.TRUST_PROXY): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = Number.parseInt(trustProxy ?? '', 10);
  if (hops >= 1 && forwarded.length > 0) {
    return normalize(forwarded[Math.max(forwarded.length - hops, 0)]!);
  }
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return normalize(realIp);
  const last = forwarded.at(-1);
  return last ? normalize(last) : 'unknown';
}

function normalize(ip: string): string {
  const bare = ip.replace(/^::ffff:/, '');
  return bare.slice(0, 64);
}
