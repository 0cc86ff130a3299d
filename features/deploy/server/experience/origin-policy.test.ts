import { describe, expect, it } from 'vitest';
import { embedOriginPolicy } from './origin-policy';

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
