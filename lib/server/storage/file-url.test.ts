import { afterEach, describe, expect, it, vi } from 'vitest';

// storedFileUrl reads the configuration once per process: each case loads it afresh under its own environment.
async function urlUnder(env: Record<string, string>, key: string) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { storedFileUrl } = await import('./file-url');
  return storedFileUrl(key);
}

afterEach(() => vi.unstubAllEnvs());

describe('storedFileUrl (spec §9)', () => {
  it('serves a key from the app’s own store by default', async () => {
    expect(await urlUnder({ SITE_ORIGIN_ZH: 'http://localhost:3000' }, 'background/a.png')).toBe(
      '/api/files/background/a.png',
    );
  });

  it('puts it under the CDN on a production origin, and not on a local one', async () => {
    const cdn = { CDN_BASE_URL: 'https://cdn.example.com/' };
    expect(await urlUnder({ ...cdn, SITE_ORIGIN_ZH: 'https://dh.example.com' }, 'background/a.png')).toBe(
      'https://cdn.example.com/background/a.png',
    );
    expect(await urlUnder({ ...cdn, SITE_ORIGIN_ZH: 'http://localhost:3000' }, 'background/a.png')).toBe(
      '/api/files/background/a.png',
    );
  });
});

describe('shownFileUrl: a session’s start and loading images', () => {
  async function shownUnder(env: Record<string, string>, reference: string) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const { shownFileUrl } = await import('./file-url');
    return shownFileUrl(reference);
  }

  it('loads an uploaded image from the CDN on a production site, from the app’s store otherwise', async () => {
    const cdn = { CDN_BASE_URL: 'https://cdn.example.com' };
    expect(
      await shownUnder({ ...cdn, SITE_ORIGIN_ZH: 'https://dh.example.com' }, '/api/files/page/s.png'),
    ).toBe('https://cdn.example.com/page/s.png');
    expect(await shownUnder({ SITE_ORIGIN_ZH: 'http://localhost:3000' }, '/api/files/page/s.png')).toBe(
      '/api/files/page/s.png',
    );
  });

  it('leaves a built-in image as it is', async () => {
    const cdn = { CDN_BASE_URL: 'https://cdn.example.com', SITE_ORIGIN_ZH: 'https://dh.example.com' };
    expect(await shownUnder(cdn, 'builtin:start-default')).toBe('builtin:start-default');
  });
});
