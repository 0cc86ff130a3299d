import { afterEach, describe, expect, it } from 'vitest';
import { loginDestination } from '@/features/accounts/components/useAfterLogin';

describe('where a login leads', () => {
  afterEach(() => sessionStorage.clear());

  it('follows a same-site redirect target', () => {
    expect(loginDestination('?redirect=%2Fdashboard%3Ftab%3D2', 'desktop')).toBe('/dashboard?tab=2');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/%2F%2Fevil.example', '/\\evil.example'])(
    'never leaves the site for %s',
    (target) => {
      expect(loginDestination(`?redirect=${encodeURIComponent(target)}`, 'desktop')).toBe('/dashboard');
    },
  );

  it('falls back to the remembered path, then to the console home of the device', () => {
    sessionStorage.setItem('returnPath', '/pricing');
    expect(loginDestination('', 'desktop')).toBe('/pricing');
    sessionStorage.clear();
    expect(loginDestination('', 'phone')).toBe('/mobile/dashboard');
  });

  it('never returns to an auth page', () => {
    sessionStorage.setItem('returnPath', '/register');
    expect(loginDestination('?redirect=/login', 'desktop')).toBe('/dashboard');
  });
});
