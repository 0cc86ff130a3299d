import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSite } from '@/lib/seo/request-site';

afterEach(() => vi.unstubAllEnvs());

describe('requestSite', () => {
  it('picks the English site from the host or the forwarded host', () => {
    vi.stubEnv('SITE_ORIGIN_EN', 'https://en.example.com');
    expect(requestSite(new Headers({ host: 'en.localhost:3000' }))).toMatchObject({
      locale: 'en',
      origin: 'https://en.example.com',
    });
    expect(
      requestSite(new Headers({ host: 'internal:3000', 'x-forwarded-host': 'en.localhost' })).locale,
    ).toBe('en');
  });

  it('answers every other host in Chinese', () => {
    vi.stubEnv('SITE_ORIGIN_ZH', 'https://www.example.cn');
    expect(requestSite(new Headers({ host: 'localhost:3000' }))).toMatchObject({
      locale: 'zh',
      origin: 'https://www.example.cn',
    });
  });
});
