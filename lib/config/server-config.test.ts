import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@/lib/config/public-config';
import { resolveServerConfig } from '@/lib/config/server-config';
import fileConfig from '@/lib/config/defaults.json';

describe('resolveServerConfig', () => {
  it('reads lib/config/defaults.json when no variable is set', () => {
    const config = resolveServerConfig({});
    expect(config).toMatchObject(fileConfig);
    expect(Object.keys(config).sort()).toEqual(Object.keys(defaultPublicConfig).sort());
  });

  it('lets environment variables override each value', () => {
    const config = resolveServerConfig({
      SERVICE_BASE_URL: 'https://api.example.com/v1',
      SERVICE_NAME: 'dh-api',
      IMAGE_BASE_URL: 'https://img.example.com/',
      VIDEO_BASE_URL: 'https://video.example.com/',
      FILE_BASE_URL: 'https://files.example.com/',
      CDN_BASE_URL: 'https://cdn.example.com',
      DEV_STORE_BASE_URL: '/store/',
      CLOUD_STORE_HOSTS: ' a.oss.example.com, b.oss.example.com ,',
      SITE_EN_HOST: 'en.example.com',
      SITE_ZH_HOST: 'www.example.com',
      OVERSEAS: '1',
      HOTLINE: '400-000-0000',
      ANDROID_APP_URL: 'https://example.com/app.apk',
    });
    expect(config).toEqual({
      serviceBaseUrl: 'https://api.example.com/v1',
      serviceName: 'dh-api',
      imageBaseUrl: 'https://img.example.com/',
      videoBaseUrl: 'https://video.example.com/',
      fileBaseUrl: 'https://files.example.com/',
      cdnBaseUrl: 'https://cdn.example.com',
      devStoreBaseUrl: '/store/',
      cloudStoreHosts: ['a.oss.example.com', 'b.oss.example.com'],
      siteEnHost: 'en.example.com',
      siteZhHost: 'www.example.com',
      overseas: true,
      hotline: '400-000-0000',
      androidAppUrl: 'https://example.com/app.apk',
    });
  });

  it('ignores empty variables and reads the overseas flag strictly', () => {
    expect(resolveServerConfig({ SITE_EN_HOST: '' }).siteEnHost).toBe(fileConfig.siteEnHost);
    expect(resolveServerConfig({ OVERSEAS: 'true' }).overseas).toBe(true);
    expect(resolveServerConfig({ OVERSEAS: 'no' }).overseas).toBe(false);
  });
});

describe('resolveServerConfig under a base path (BASE_PATH=/dh)', () => {
  it('serves the API and the files under the prefix, so the browser calls /dh/api', () => {
    expect(resolveServerConfig({}, '/dh')).toMatchObject({
      serviceBaseUrl: '/dh/api',
      imageBaseUrl: '/dh/api/files/',
      videoBaseUrl: '/dh/api/files/',
      fileBaseUrl: '/dh/api/files/',
      devStoreBaseUrl: '/dh/api/files/',
    });
  });

  it('takes a configured URL as written', () => {
    const config = resolveServerConfig({ SERVICE_BASE_URL: 'https://api.example.com/v1' }, '/dh');
    expect(config.serviceBaseUrl).toBe('https://api.example.com/v1');
  });
});
