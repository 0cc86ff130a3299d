import { describe, expect, it } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { embedOriginPolicy, withinOriginPolicy } from './origin-policy';

const strict = { httpLocalhost: false };
const local = { httpLocalhost: true };

describe('the embed origin policy', () => {
  it('allows plain-http localhost outside production, and in production only when the operator says so', () => {
    expect(embedOriginPolicy({ NODE_ENV: 'development' })).toEqual(local);
    expect(embedOriginPolicy({ NODE_ENV: 'test' })).toEqual(local);
    expect(embedOriginPolicy({ NODE_ENV: 'production' })).toEqual(strict);
    expect(embedOriginPolicy({ NODE_ENV: 'production', EMBED_ALLOW_HTTP_LOCALHOST: '1' })).toEqual(local);
  });
});

describe('a save within the policy', () => {
  const values = (allowedOrigins: string[]) => ({ title: 't', allowedOrigins });

  it('keeps every origin the policy allows', () => {
    const saved = values(['https://shop.example.com', 'http://localhost:5173']);
    expect(withinOriginPolicy(saved, local)).toBe(saved);
    expect(withinOriginPolicy(values(['https://shop.example.com']), strict).allowedOrigins).toEqual([
      'https://shop.example.com',
    ]);
  });

  it('refuses plain-http localhost where the policy does not allow it, on the field, as the form does', () => {
    const refused = (() => {
      try {
        withinOriginPolicy(values(['https://shop.example.com', 'http://embed.localhost:3203']), strict);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiFailure);
    expect(refused).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'allowedOrigins.1', message: 'httpsRequired' }] },
    });
  });
});
