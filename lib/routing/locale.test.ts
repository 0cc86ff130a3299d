import { describe, expect, it } from 'vitest';
import { hostName, isLocale, localeFromHost } from '@/lib/routing/locale';
import { otherSiteUrl } from '@/lib/routing/site-hosts';

const EN = 'en.localhost';

describe('localeFromHost', () => {
  it('gives the English host en and every other host zh', () => {
    expect(localeFromHost('en.localhost', null, EN)).toBe('en');
    expect(localeFromHost('localhost', null, EN)).toBe('zh');
    expect(localeFromHost('example.com', null, EN)).toBe('zh');
    expect(localeFromHost(null, null, EN)).toBe('zh');
  });

  it('ignores the port on both sides', () => {
    expect(localeFromHost('en.localhost:3205', null, EN)).toBe('en');
    expect(localeFromHost('en.localhost', null, 'en.localhost:8080')).toBe('en');
    expect(localeFromHost('localhost:3205', null, EN)).toBe('zh');
  });

  it('ignores case', () => {
    expect(localeFromHost('EN.LocalHost:80', null, EN)).toBe('en');
  });

  it('honours X-Forwarded-Host, also a list where the first entry is the client-facing host', () => {
    expect(localeFromHost('internal:3000', 'en.localhost', EN)).toBe('en');
    expect(localeFromHost('en.localhost', 'localhost', EN)).toBe('zh');
    expect(localeFromHost('internal', 'en.localhost:443, proxy.internal', EN)).toBe('en');
    expect(localeFromHost('internal', 'proxy.internal, en.localhost', EN)).toBe('zh');
  });

  it('does not match a host that merely contains the English host', () => {
    expect(localeFromHost('en.localhost.evil.example', null, EN)).toBe('zh');
    expect(localeFromHost('xen.localhost', null, EN)).toBe('zh');
  });

  it('reads IPv6 hosts without their port', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });

  it('knows its locales', () => {
    expect(isLocale('zh')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
});

describe('otherSiteUrl (the language switch)', () => {
  const hosts = { enHost: 'en.localhost', zhHost: 'localhost' };

  it('keeps path, query, scheme and port and swaps the host', () => {
    expect(otherSiteUrl(new URL('http://localhost:3205/pricing?a=1#x'), 'zh', hosts)).toBe(
      'http://en.localhost:3205/pricing?a=1#x',
    );
    expect(otherSiteUrl(new URL('https://en.localhost/news/a'), 'en', hosts)).toBe(
      'https://localhost/news/a',
    );
  });

  it('uses configured host names even when they carry a port', () => {
    expect(
      otherSiteUrl(new URL('http://localhost:3000/aboutUs'), 'zh', {
        enHost: 'EN.example.com:8443',
        zhHost: 'x',
      }),
    ).toBe('http://en.example.com:3000/aboutUs');
  });
});
