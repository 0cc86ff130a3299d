import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devicePath } from '@/lib/routing/device-path.mjs';
import {
  desktopLoginPaths,
  desktopPublicPaths,
  mobileLoginPaths,
  mobilePublicPaths,
} from '@/lib/routing/route-table';
import { routeClassOf } from '@/lib/security/route-class';
import { FRAME_ANCESTORS } from '@/lib/security/security-headers.mjs';

const authPages = readdirSync(path.join(process.cwd(), 'app', '[locale]', '(auth)'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => [`/${entry.name}`, devicePath(`/${entry.name}`, 'phone')]);

describe('route classes', () => {
  it('the auth pages (app/[locale]/(auth) and their mobile twins) are auth', () => {
    expect(authPages).toEqual(expect.arrayContaining(['/login', '/register', '/reset']));
    for (const page of authPages) expect(routeClassOf(page), page).toBe('auth');
  });

  it('every login-required page is console', () => {
    for (const page of [...desktopLoginPaths, ...mobileLoginPaths, '/mobile/personas/a/b']) {
      expect(routeClassOf(page), page).toBe('console');
    }
  });

  it('the conversation pages are runtime, on either device', () => {
    for (const page of ['/preview/1', '/userPreview/2', '/p/abc', '/collection/preview/3', '/mobile/p/abc']) {
      expect(routeClassOf(page), page).toBe('runtime');
    }
  });

  it('every other public page, and the 404 pages, are marketing', () => {
    const publicPages = [...desktopPublicPaths, ...mobilePublicPaths].filter((p) => !authPages.includes(p));
    for (const page of [...publicPages, '/news/some-article', '/404', '/mobile/404']) {
      expect(routeClassOf(page), page).toBe('marketing');
    }
  });

  it('console and auth pages may never be framed', () => {
    expect(FRAME_ANCESTORS.console).toBe("'none'");
    expect(FRAME_ANCESTORS.auth).toBe("'none'");
  });
});
