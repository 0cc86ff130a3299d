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
