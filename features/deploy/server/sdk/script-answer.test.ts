import { describe, expect, it } from 'vitest';
import { GET } from '@/app/sdk/v1/digital-human.js/route';
import { SDK_SCRIPT } from './script.generated';

const get = (headers: Record<string, string> = {}) =>
  GET(new Request('http://localhost:3000/sdk/v1/digital-human.js', { headers }));

describe('GET /sdk/v1/digital-human.js', () => {
  it('serves the script, cacheable for five minutes and revalidated for a day, with a strong ETag', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.text()).toBe(SDK_SCRIPT);
  });

  it('answers 304 to the copy the browser has, weakly compared, and the whole script to an old one', async () => {
    const etag = (await get()).headers.get('etag')!;
    const same = await get({ 'if-none-match': `"old", ${etag}` });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.text()).toBe('');
    expect((await get({ 'if-none-match': '"old"' })).status).toBe(200);
    expect((await get({ 'if-none-match': `W/${etag}` })).status).toBe(304);
  });
});
