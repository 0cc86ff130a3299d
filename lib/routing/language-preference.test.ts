import { describe, expect, it } from 'vitest';
import { followsLanguagePreference, pageLocale } from '@/lib/routing/language-preference';
import { isLoginRequired } from '@/lib/routing/paths';
import { isAuthPage } from '@/lib/routing/return-path';
import {
  desktopLoginPaths,
  desktopPublicPaths,
  mobileLoginPaths,
  mobileLoginPatterns,
  mobileOnlyPaths,
  mobilePublicPaths,
  publicPatterns,
  runtimePatterns,
} from '@/lib/routing/route-table';

const pagePaths = [
  ...desktopPublicPaths,
  ...desktopLoginPaths,
  ...mobilePublicPaths,
  ...mobileLoginPaths,
  ...mobileOnlyPaths,
  ...[...runtimePatterns, ...mobileLoginPatterns, ...publicPatterns].map((p) => p.replace(/:x/g, 'x1')),
];

describe('followsLanguagePreference', () => {
  it('holds exactly for the auth pages and the pages that need a session in the route table', () => {
    for (const path of pagePaths) {
      expect(followsLanguagePreference(path), path).toBe(isAuthPage(path) || isLoginRequired(path));
    }
  });

  it('leaves the public pages and the 404 page to the host', () => {
    for (const path of ['/pricing', '/mobile/index', '/news/a', '/404', '/mobile/404', '/loginx', '/dash']) {
      expect(followsLanguagePreference(path), path).toBe(false);
    }
  });
});

describe('pageLocale', () => {
  it('lets a preference override the host on the console and the auth pages', () => {
    expect(pageLocale('/dashboard', 'zh', 'en')).toBe('en');
    expect(pageLocale('/mobile/dashboard', 'zh', 'en')).toBe('en');
    expect(pageLocale('/login', 'en', 'zh')).toBe('zh');
    expect(pageLocale('/mobile/register', 'zh', 'en')).toBe('en');
  });

  it('keeps the host locale on public pages, without a preference and for an unknown value', () => {
    expect(pageLocale('/pricing', 'zh', 'en')).toBe('zh');
    expect(pageLocale('/mobile/index', 'en', 'zh')).toBe('en');
    expect(pageLocale('/dashboard', 'zh', undefined)).toBe('zh');
    expect(pageLocale('/dashboard', 'en', 'fr')).toBe('en');
  });
});
