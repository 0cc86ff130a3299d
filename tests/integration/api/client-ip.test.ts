import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/http/client-ip';
import { isSameOrigin } from '@/lib/server/http/origin';

describe('client IP', () => {
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-real-ip': '198.51.100.1' });

  it('believes X-Forwarded-For only as far as TRUST_PROXY hops', () => {
    expect(clientIp(headers, '1')).toBe('203.0.113.5');
    expect(clientIp(headers, '2')).toBe('6.6.6.6');
  });

  it('falls back to X-Real-IP, then the last forwarded address, without a trusted proxy', () => {
    expect(clientIp(headers, undefined)).toBe('198.51.100.1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '::ffff:192.0.2.9' }), undefined)).toBe('192.0.2.9');
    expect(clientIp(new Headers(), undefined)).toBe('unknown');
  });
});

describe('same origin', () => {
  it('compares Origin with the forwarded host first, then Host', () => {
    expect(isSameOrigin(new Headers({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'http://evil.example', host: 'localhost:3000' }))).toBe(false);
    const proxied = {
      origin: 'https://www.example.cn',
      host: 'app:3000',
      'x-forwarded-host': 'www.example.cn',
    };
    expect(isSameOrigin(new Headers(proxied))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(new Headers({ host: 'localhost:3000' }))).toBe(false);
  });
});
