import { describe, expect, it } from 'vitest';
import { assetUrl, isProductionOrigin } from '@/lib/config/asset-url';

const config = {
  cdnBaseUrl: 'https://cdn.example.com/',
  devStoreBaseUrl: '/files/',
  cloudStoreHosts: ['bucket.oss-cn-hangzhou.aliyuncs.com'],
};

describe('assetUrl (spec §9)', () => {
  it('rewrites a cloud-store URL to the CDN host, keeping path and query', () => {
    expect(
      assetUrl(
        'https://bucket.oss-cn-hangzhou.aliyuncs.com/avatars/a.png?v=2',
        config,
        'http://localhost:3000',
      ),
    ).toBe('https://cdn.example.com/avatars/a.png?v=2');
  });

  it('treats a protocol-relative URL as the host it names, not as a relative path', () => {
    expect(
      assetUrl('//bucket.oss-cn-hangzhou.aliyuncs.com/avatars/a.png', config, 'https://www.example.com'),
    ).toBe('https://cdn.example.com/avatars/a.png');
    expect(assetUrl('//other.example/a.png', config, 'https://www.example.com')).toBe(
      '//other.example/a.png',
    );
  });

  it('leaves other absolute URLs, data and blob URLs alone', () => {
    expect(assetUrl('https://other.example/a.png', config, 'https://www.example.com')).toBe(
      'https://other.example/a.png',
    );
    expect(assetUrl('data:image/png;base64,AAAA', config, 'https://www.example.com')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(assetUrl('blob:https://x/1', config, 'https://www.example.com')).toBe('blob:https://x/1');
  });

  it('maps a relative path to the CDN on a production origin', () => {
    expect(assetUrl('/avatars/a.png', config, 'https://www.example.com')).toBe(
      'https://cdn.example.com/avatars/a.png',
    );
    expect(assetUrl('avatars/a.png', config, 'https://www.example.com')).toBe(
      'https://cdn.example.com/avatars/a.png',
    );
  });

  it('maps a relative path to the development store on local origins', () => {
    expect(assetUrl('/avatars/a.png', config, 'http://localhost:3000')).toBe('/files/avatars/a.png');
    expect(assetUrl('avatars/a.png', config, 'http://en.localhost:3000')).toBe('/files/avatars/a.png');
    expect(assetUrl('avatars/a.png', config, 'http://127.0.0.1:3000')).toBe('/files/avatars/a.png');
  });

  it('uses the development store when no CDN is configured', () => {
    expect(assetUrl('a.png', { ...config, cdnBaseUrl: '' }, 'https://www.example.com')).toBe('/files/a.png');
    expect(
      assetUrl(
        'https://bucket.oss-cn-hangzhou.aliyuncs.com/a.png',
        { ...config, cdnBaseUrl: '' },
        'https://x.com',
      ),
    ).toBe('https://bucket.oss-cn-hangzhou.aliyuncs.com/a.png');
  });

  it('gives an empty string for no URL', () => {
    expect(assetUrl(null, config, 'https://x.com')).toBe('');
    expect(assetUrl('', config, 'https://x.com')).toBe('');
  });

  it('tells production origins from local ones', () => {
    expect(isProductionOrigin('https://www.example.com')).toBe(true);
    expect(isProductionOrigin('http://localhost:3000')).toBe(false);
    expect(isProductionOrigin('http://en.localhost')).toBe(false);
    expect(isProductionOrigin('http://[::1]:3000')).toBe(false);
    expect(isProductionOrigin('not a url')).toBe(false);
  });
});
