import { describe, expect, it } from 'vitest';
import { runtimePatterns } from '@/lib/routing/route-table';
import {
  API_CONTENT_SECURITY_POLICY,
  CAPTURE_PAGES,
  CAPTURE_PERMISSIONS_POLICY,
  PERMISSIONS_POLICY,
  RUNTIME_FRAMING_PAGES,
  TALKING_PAGES,
  RUNTIME_PERMISSIONS_POLICY,
  securityHeaders,
} from '@/lib/security/security-headers.mjs';

const features = (policy: string) =>
  new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
const headerOf = (entry: { headers: { key: string; value: string }[] }, key: string) =>
  entry.headers.find((header) => header.key === key)?.value;

describe('security headers of next.config', () => {
  it('give every response nosniff, a referrer policy and a permissions policy', () => {
    const [all] = securityHeaders({ production: false });
    expect(all?.source).toBe('/:path*');
    expect(headerOf(all!, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(all!, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerOf(all!, 'Permissions-Policy')).toBe(PERMISSIONS_POLICY);
  });

  it('add HSTS in production builds only', () => {
    expect(headerOf(securityHeaders({ production: true })[0]!, 'Strict-Transport-Security')).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    expect(headerOf(securityHeaders({ production: false })[0]!, 'Strict-Transport-Security')).toBeUndefined();
  });

  it('deny the microphone and camera everywhere but let runtime pages use the microphone themselves', () => {
    expect(features(PERMISSIONS_POLICY).get('microphone')).toBe('()');
    expect(features(PERMISSIONS_POLICY).get('camera')).toBe('()');
    expect(features(RUNTIME_PERMISSIONS_POLICY).get('microphone')).toBe('(self)');
    expect(features(RUNTIME_PERMISSIONS_POLICY).get('camera')).toBe('()');
    expect([...features(RUNTIME_PERMISSIONS_POLICY).keys()]).toEqual([
      ...features(PERMISSIONS_POLICY).keys(),
    ]);
  });

  it('let the portrait capture page, and no other, ask for the camera for itself', () => {
    expect(features(CAPTURE_PERMISSIONS_POLICY).get('camera')).toBe('(self)');
    expect(features(CAPTURE_PERMISSIONS_POLICY).get('microphone')).toBe('()');
    const entries = securityHeaders({ production: true });
    const capture = entries.filter(
      (entry) => headerOf(entry, 'Permissions-Policy') === CAPTURE_PERMISSIONS_POLICY,
    );
    expect(capture.map((entry) => entry.source)).toEqual(CAPTURE_PAGES);
    expect(CAPTURE_PAGES).toEqual(['/collection/my']);
    expect(entries.indexOf(capture[0]!)).toBeGreaterThan(0);
  });

  it('give the runtime pages their permissions after the general entry, so theirs win', () => {
    const entries = securityHeaders({ production: true });
    const runtime = entries.filter(
      (entry) => headerOf(entry, 'Permissions-Policy') === RUNTIME_PERMISSIONS_POLICY,
    );
    expect(runtime.map((entry) => entry.source)).toEqual([
      ...runtimePatterns,
      ...RUNTIME_FRAMING_PAGES,
      ...TALKING_PAGES,
    ]);
    expect(TALKING_PAGES).toEqual(['/collection/conversation']);
    expect(entries.indexOf(runtime[0]!)).toBeGreaterThan(0);
  });

  it('let the pages with the live demo pass the microphone on to the runtime they frame', () => {
    const sources = securityHeaders({ production: true })
      .filter((entry) => headerOf(entry, 'Permissions-Policy') === RUNTIME_PERMISSIONS_POLICY)
      .map((entry) => entry.source);
    expect(sources).toEqual(expect.arrayContaining(['/real-time-interaction', '/mobile/index']));
    expect(sources).not.toContain('/pricing');
  });

  it('give API answers a policy that loads nothing and cannot be framed', () => {
    const api = securityHeaders({ production: true }).find((entry) => entry.source === '/api/:path*');
    expect(headerOf(api!, 'Content-Security-Policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
