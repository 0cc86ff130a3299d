import { describe, expect, it } from 'vitest';
import {
  isKnownPath,
  isLoginRequired,
  isNotYetBuilt,
  isRuntimePath,
  normalizePath,
} from '@/lib/routing/paths';
import {
  desktopLoginPaths,
  desktopPublicPaths,
  mobileLoginPaths,
  mobilePublicPaths,
} from '@/lib/routing/route-table';

describe('route table lookups', () => {
  it('knows every page of the table and the parameterised ones', () => {
    for (const path of [
      ...desktopPublicPaths,
      ...mobilePublicPaths,
      ...desktopLoginPaths,
      ...mobileLoginPaths,
    ]) {
      expect(isKnownPath(path), path).toBe(true);
    }
    expect(isKnownPath('/news/first-article')).toBe(true);
    expect(isKnownPath('/mobile/personas/12/bot-a')).toBe(true);
    expect(isKnownPath('/p/share1')).toBe(true);
  });

  it('marks no built page as still to come (every page of routes.md is built)', () => {
    for (const path of [
      '/collection/conversation',
      '/pricing',
      '/dashboard',
      '/dashboard/session',
      '/dashboard/offline',
      '/collection/my',
      '/mobile/personas/12/bot-a',
      '/news/a',
      '/p/a/b',
      '/p/share1',
      '/userPreview/12',
      '/mobile/preview/12',
    ])
      expect(isNotYetBuilt(path), path).toBe(false);
  });

  it('does not know unknown paths, paths of the wrong case, or extra segments', () => {
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/Pricing')).toBe(false);
    expect(isKnownPath('/pricing/extra')).toBe(false);
    expect(isKnownPath('/preview')).toBe(false);
    expect(isKnownPath('/preview/a/b')).toBe(false);
  });

  it('marks login-required paths', () => {
    for (const path of [...desktopLoginPaths, ...mobileLoginPaths])
      expect(isLoginRequired(path), path).toBe(true);
    expect(isLoginRequired('/mobile/personas/1/bot')).toBe(true);
    for (const path of desktopPublicPaths) expect(isLoginRequired(path), path).toBe(false);
  });

  it('marks runtime paths', () => {
    expect(isRuntimePath('/preview/c1')).toBe(true);
    expect(isRuntimePath('/mobile/userPreview/c1')).toBe(true);
    expect(isRuntimePath('/collection/preview/app')).toBe(true);
    expect(isRuntimePath('/pricing')).toBe(false);
  });
});

describe('normalizePath', () => {
  it('drops a trailing slash but keeps the root', () => {
    expect(normalizePath('/pricing/')).toBe('/pricing');
    expect(normalizePath('/pricing///')).toBe('/pricing');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/pricing')).toBe('/pricing');
  });

  it('collapses repeated slashes so no redirect can become protocol-relative', () => {
    expect(normalizePath('//evil.example/')).toBe('/evil.example');
    expect(normalizePath('/a//b')).toBe('/a/b');
    expect(normalizePath('//')).toBe('/');
  });
});
