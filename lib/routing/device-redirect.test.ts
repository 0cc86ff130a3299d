import { describe, expect, it } from 'vitest';
import { deviceRedirect, desktopTwin, mobileTwin } from '@/lib/routing/device-redirect';
import {
  desktopTwinOverrides,
  mobileOnlyPaths,
  mobilePublicPaths,
  mobileTwinOverrides,
} from '@/lib/routing/route-table';

describe('handheld devices on desktop paths (routes.md "Device redirect")', () => {
  it('sends a desktop path with a /mobile twin to the twin', () => {
    expect(deviceRedirect('/pricing', true)).toBe('/mobile/pricing');
    expect(deviceRedirect('/index', true)).toBe('/mobile/index');
    expect(deviceRedirect('/digitalHuman/what-is-digital-human', true)).toBe(
      '/mobile/digitalHuman/what-is-digital-human',
    );
    expect(deviceRedirect('/login', true)).toBe('/mobile/login');
    expect(deviceRedirect('/dashboard', true)).toBe('/mobile/dashboard');
  });

  it('sends every session-creation step and the quick create to /mobile/personas/create', () => {
    for (const step of ['step1', 'step2', 'step3', 'step4', 'success']) {
      expect(deviceRedirect(`/session/create/${step}`, true)).toBe('/mobile/personas/create');
    }
    expect(deviceRedirect('/fastCreate/create', true)).toBe('/mobile/personas/create');
  });

  it('applies every override of the route table', () => {
    for (const [from, to] of Object.entries(mobileTwinOverrides)) expect(mobileTwin(from)).toBe(to);
    expect(deviceRedirect('/personas', true)).toBe('/mobile/personas');
  });

  it('leaves desktop paths without a twin where they are', () => {
    expect(deviceRedirect('/dashboard/knowledge', true)).toBeNull();
    // The session list's phone twin is the personas list (spec §2: /mobile/dashboard's children).
    expect(deviceRedirect('/dashboard/session', true)).toBe('/mobile/personas');
    expect(deviceRedirect('/doc', true)).toBe('/mobile/doc');
    expect(deviceRedirect('/collection/home', true)).toBeNull();
    expect(deviceRedirect('/community', true)).toBe('/mobile/community');
    expect(deviceRedirect('/', true)).toBeNull();
  });

  it('leaves /mobile paths alone', () => {
    for (const path of mobilePublicPaths) expect(deviceRedirect(path, true)).toBeNull();
  });
});

describe('desktops on /mobile paths', () => {
  it('sends a /mobile path to its desktop twin', () => {
    expect(deviceRedirect('/mobile/pricing', false)).toBe('/pricing');
    expect(deviceRedirect('/mobile/index', false)).toBe('/index');
    expect(deviceRedirect('/mobile/login', false)).toBe('/login');
    expect(deviceRedirect('/mobile/dashboard', false)).toBe('/dashboard');
    expect(deviceRedirect('/mobile/dashboard/experience', false)).toBe('/dashboard/experience');
  });

  it('applies every override of the route table', () => {
    for (const [from, to] of Object.entries(desktopTwinOverrides)) expect(desktopTwin(from)).toBe(to);
    expect(deviceRedirect('/mobile/retail', false)).toBe('/industry');
    expect(deviceRedirect('/mobile/bankFitness', false)).toBe('/industry');
  });

  it('keeps mobile-only pages on every device', () => {
    for (const path of mobileOnlyPaths) expect(deviceRedirect(path, false)).toBeNull();
  });

  it('leaves desktop paths alone', () => {
    expect(deviceRedirect('/pricing', false)).toBeNull();
    expect(deviceRedirect('/dashboard', false)).toBeNull();
  });
});

describe('runtime pages', () => {
  it('are never redirected by device', () => {
    for (const path of ['/preview/abc', '/userPreview/abc', '/p/xyz', '/collection/preview/app1']) {
      expect(deviceRedirect(path, true)).toBeNull();
    }
    for (const path of ['/mobile/preview/abc', '/mobile/userPreview/abc', '/mobile/p/xyz']) {
      expect(deviceRedirect(path, false)).toBeNull();
    }
  });
});
