import { describe, expect, it } from 'vitest';
import {
  desktopTwinOverrides,
  deviceOfPath,
  devicePath,
  isMobilePath,
  mobileTwinOverrides,
} from '@/lib/routing/device-path.mjs';

describe('devicePath', () => {
  it('names the /mobile twin of a desktop path for a phone, and leaves it for a desktop', () => {
    expect(devicePath('/pricing', 'phone')).toBe('/mobile/pricing');
    expect(devicePath('/digitalHuman/what-is-digital-human', 'phone')).toBe(
      '/mobile/digitalHuman/what-is-digital-human',
    );
    expect(devicePath('/news/:x', 'phone')).toBe('/mobile/news/:x');
    expect(devicePath('/pricing', 'desktop')).toBe('/pricing');
  });

  it('names the desktop twin of a /mobile path for a desktop, and leaves it for a phone', () => {
    expect(devicePath('/mobile/pricing', 'desktop')).toBe('/pricing');
    expect(devicePath('/mobile/login', 'desktop')).toBe('/login');
    expect(devicePath('/mobile/pricing', 'phone')).toBe('/mobile/pricing');
    expect(devicePath('/mobile/index', 'phone')).toBe('/mobile/index');
  });

  it('follows the overrides of the route table both ways', () => {
    for (const [from, to] of Object.entries(mobileTwinOverrides)) expect(devicePath(from, 'phone')).toBe(to);
    for (const [from, to] of Object.entries(desktopTwinOverrides)) {
      expect(devicePath(from, 'desktop')).toBe(to);
    }
    expect(devicePath('/session/create/step3', 'phone')).toBe('/mobile/personas/create');
    expect(devicePath('/mobile/bankFitness', 'desktop')).toBe('/industry');
  });

  it('maps the roots onto each other', () => {
    expect(devicePath('/', 'phone')).toBe('/mobile');
    expect(devicePath('/mobile', 'desktop')).toBe('/');
  });

  it('goes there and back for every path without an override', () => {
    for (const path of ['/pricing', '/login', '/dashboard', '/news/launch', '/404']) {
      expect(devicePath(devicePath(path, 'phone'), 'desktop')).toBe(path);
    }
  });

  it('does not take a path that merely starts with the letters for a /mobile one', () => {
    expect(isMobilePath('/mobileApp')).toBe(false);
    expect(devicePath('/mobileApp', 'phone')).toBe('/mobile/mobileApp');
    expect(devicePath('/mobileApp', 'desktop')).toBe('/mobileApp');
  });
});

describe('deviceOfPath', () => {
  it('gives /mobile paths to phones and the others to desktops', () => {
    expect(deviceOfPath('/mobile/pricing')).toBe('phone');
    expect(deviceOfPath('/mobile')).toBe('phone');
    expect(deviceOfPath('/pricing')).toBe('desktop');
    expect(deviceOfPath('/')).toBe('desktop');
  });
});
