import { describe, expect, it } from 'vitest';
import { loadClientConfig, resetClientConfigForTests } from '@/lib/config/client-config';
import { defaultPublicConfig, publicConfigSchema } from '@/lib/config/public-config';
import { PUBLIC_CONFIG_DEFAULTS, readPublicConfig } from '@/lib/config/read-public-config';
import fileConfig from '@/lib/config/defaults.json';

describe('readPublicConfig (the browser reading /config.json without zod)', () => {
  it('has the same defaults as the zod schema the server uses', () => {
    expect(PUBLIC_CONFIG_DEFAULTS).toEqual(defaultPublicConfig);
  });

  it('reads lib/config/defaults.json exactly as the schema does', () => {
    expect(readPublicConfig(fileConfig)).toEqual(publicConfigSchema.parse(fileConfig));
  });

  it('keeps the default for missing or mistyped values and drops unknown keys', () => {
    const config = readPublicConfig({
      serviceBaseUrl: 'https://api.example.com',
      overseas: 'yes',
      cloudStoreHosts: ['a.example.com', 3],
      hotline: 4000,
      extra: 'ignored',
    });
    expect(config).toEqual({ ...PUBLIC_CONFIG_DEFAULTS, serviceBaseUrl: 'https://api.example.com' });
    expect(readPublicConfig(null)).toEqual(PUBLIC_CONFIG_DEFAULTS);
    expect(readPublicConfig('nonsense')).toEqual(PUBLIC_CONFIG_DEFAULTS);
  });
});

describe('loadClientConfig', () => {
  it('fetches /config.json once with a timestamp query', async () => {
    resetClientConfigForTests();
    const urls: string[] = [];
    const fetcher = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ serviceName: 'dh' }), { status: 200 });
    }) as typeof fetch;
    expect((await loadClientConfig(fetcher)).serviceName).toBe('dh');
    await loadClientConfig(fetcher);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/config\.json\?t=\d+$/);
  });

  it('falls back to the defaults when the file cannot be read', async () => {
    resetClientConfigForTests();
    const failing = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await loadClientConfig(failing)).toEqual(PUBLIC_CONFIG_DEFAULTS);
    resetClientConfigForTests();
  });
});
