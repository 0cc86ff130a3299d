import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/http/client-ip';
import {
  isValidTrustProxy,
  rewriteForwardedFor,
  trustedProxyCount,
} from '@/lib/server/http/forwarded-for.mjs';

/** What a route handler sees after scripts/serve.mjs took a request from `socket` carrying `sent`. */
function seenBehind(socket: string | undefined, sent: IncomingHttpHeaders, trustProxy?: string) {
  const headers = rewriteForwardedFor({ ...sent }, socket, trustProxy);
  return clientIp(new Headers(headers as Record<string, string>), trustProxy);
}

const SPOOFED = { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-real-ip': '8.8.8.8' };

describe('client IP without TRUST_PROXY', () => {
  it('is the socket address, whatever forwarding headers the client wrote', () => {
    expect(seenBehind('203.0.113.5', SPOOFED)).toBe('203.0.113.5');
    expect(seenBehind('203.0.113.5', {})).toBe('203.0.113.5');
    expect(seenBehind('::ffff:192.0.2.9', SPOOFED)).toBe('192.0.2.9');
  });

  it('drops the client’s own headers on the way in', () => {
    const headers = rewriteForwardedFor({ ...SPOOFED, host: 'localhost' }, '203.0.113.5', undefined);
    expect(headers).toEqual({ host: 'localhost', 'x-forwarded-for': '203.0.113.5' });
  });

  it('reads only the last X-Forwarded-For entry and never X-Real-IP', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-real-ip': '8.8.8.8' });
    expect(clientIp(headers, undefined)).toBe('203.0.113.5');
    expect(clientIp(new Headers({ 'x-real-ip': '8.8.8.8' }), undefined)).toBe('unknown');
    expect(clientIp(new Headers(), undefined)).toBe('unknown');
  });
});

describe('client IP behind TRUST_PROXY=N proxies', () => {
  // client 198.51.100.7 → proxy 10.0.0.1 (appends the client) → proxy 10.0.0.2 (appends 10.0.0.1) → the app.
  it('is the address the outermost proxy saw; entries further left are the client’s and do not count', () => {
    const fromOuter = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1', 'x-real-ip': '8.8.8.8' };
    expect(seenBehind('10.0.0.2', fromOuter, '2')).toBe('198.51.100.7');
    const oneProxy = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' };
    expect(seenBehind('10.0.0.1', oneProxy, '1')).toBe('198.51.100.7');
  });

  it('appends the socket to the chain the proxies wrote', () => {
    const headers = rewriteForwardedFor({ 'x-forwarded-for': '198.51.100.7' }, '10.0.0.1', '1');
    expect(headers['x-forwarded-for']).toBe('198.51.100.7, 10.0.0.1');
  });

  it('takes the leftmost entry when the chain is shorter than the proxies configured', () => {
    expect(seenBehind('10.0.0.1', {}, '3')).toBe('10.0.0.1');
  });

  it('reads TRUST_PROXY as a whole number; start-up refuses anything else', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('')).toBe(0);
    expect(trustedProxyCount(' 2 ')).toBe(2);
    expect(trustedProxyCount('true')).toBe(0);
    expect(isValidTrustProxy(undefined)).toBe(true);
    expect(isValidTrustProxy('0')).toBe(true);
    expect(isValidTrustProxy('1')).toBe(true);
    expect(isValidTrustProxy('true')).toBe(false);
    expect(isValidTrustProxy('-1')).toBe(false);
    expect(isValidTrustProxy('1.5')).toBe(false);
  });
});

describe('client IP keys', () => {
  const of = (entry: string) => clientIp(new Headers({ 'x-forwarded-for': entry }), undefined);

  it('count an IPv6 address as its /64, so a customer line cannot rotate through its 2^64 addresses', () => {
    expect(of('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(of('2001:0DB8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(of('::1')).toBe('0:0:0:0::/64');
    expect(of('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('drop ports, brackets and the IPv4-mapped prefix', () => {
    expect(of('192.0.2.1:51234')).toBe('192.0.2.1');
    expect(of('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(of('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keep anything else as at most 64 characters', () => {
    expect(of('unknown')).toBe('unknown');
    expect(of('x'.repeat(100))).toHaveLength(64);
  });
});
