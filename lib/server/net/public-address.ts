import 'server-only';
import ipaddr from 'ipaddr.js';

/** The embedded IPv4 address of an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96, RFC 6052) address. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  // Only the well-known prefix 64:ff9b::/96 carries the IPv4 address in its last 32 bits; a local-use NAT64 prefix
  // (64:ff9b:1::/48) embeds it elsewhere and is refused as it is.
  const bytes = address.toByteArray();
  if (address.range() === 'rfc6052' && bytes.slice(4, 12).every((byte) => byte === 0))
    return new ipaddr.IPv4(bytes.slice(12, 16));
  return null;
}

/**
 * Whether an address may be reached on a customer's behalf: only global unicast counts. Everything ipaddr.js
 * classes otherwise (loopback, private, link-local with the cloud metadata address, CGNAT, unspecified, multicast,
 * broadcast, reserved, documentation, unique-local, 6to4, Teredo …) is refused, and an IPv4 address wrapped in IPv6
 * is judged by the address it wraps. Not an address at all: refused.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv6') {
    const inner = embeddedIpv4(address as ipaddr.IPv6);
    if (inner) return inner.range() === 'unicast';
  }
  return address.range() === 'unicast';
}
