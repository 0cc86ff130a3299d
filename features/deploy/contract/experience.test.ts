import { describe, expect, it } from 'vitest';
import { embedOriginOf, experienceSaveRequest } from './experience';

const strict = { httpLocalhost: false };
const local = { httpLocalhost: true };

describe('an embed domain', () => {
  it('is kept as its origin', () => {
    expect(embedOriginOf('https://WWW.Example.com:443/a/b?c#d', strict)).toEqual({
      origin: 'https://www.example.com',
    });
    expect(embedOriginOf('https://example.com:8443', strict)).toEqual({ origin: 'https://example.com:8443' });
    expect(embedOriginOf('https://203.0.113.7', strict)).toEqual({ origin: 'https://203.0.113.7' });
  });

  it('must be a full https URL of a plain host name', () => {
    expect(embedOriginOf('example.com', strict)).toEqual({ error: 'httpsRequired' });
    expect(embedOriginOf('http://example.com', local)).toEqual({ error: 'httpsRequired' });
    expect(embedOriginOf('ftp://example.com', strict)).toEqual({ error: 'httpsRequired' });
    expect(embedOriginOf('https://例子.公司', strict)).toEqual({ error: 'urlNoChinese' });
    expect(embedOriginOf('https://*.example.com', strict)).toEqual({ error: 'originInvalid' });
    expect(embedOriginOf('https://a_b.example.com', strict)).toEqual({ error: 'originInvalid' });
    expect(embedOriginOf('https://[::1]', strict)).toEqual({ error: 'originInvalid' });
    expect(embedOriginOf('https://me@example.com', strict)).toEqual({ error: 'originInvalid' });
  });

  it('may be a plain-http localhost site only where the policy allows it', () => {
    expect(embedOriginOf('http://embed.localhost:3203/x', local)).toEqual({
      origin: 'http://embed.localhost:3203',
    });
    expect(embedOriginOf('http://localhost:5173', local)).toEqual({ origin: 'http://localhost:5173' });
    expect(embedOriginOf('http://embed.localhost:3203', strict)).toEqual({ error: 'httpsRequired' });
    expect(embedOriginOf('http://localhost.example.com', local)).toEqual({ error: 'httpsRequired' });
  });
});

describe('the hosted experience form', () => {
  const values = {
    endUrl: 'https://example.com/end',
    title: 't',
    content: 'c',
    buttonText: 'b',
    errorText: 'e',
  };

  it('drops duplicate domains after they are reduced to origins', () => {
    const parsed = experienceSaveRequest(strict).parse({
      ...values,
      allowedOrigins: ['https://a.example.com/x', 'https://A.example.com', 'https://b.example.com'],
    });
    expect(parsed.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(experienceSaveRequest(strict).parse(values).allowedOrigins).toEqual([]);
  });
});
