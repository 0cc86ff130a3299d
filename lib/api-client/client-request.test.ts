import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, makeClient, server } from './api-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown = null) => HttpResponse.json({ code: 0, message: 'ok', data });

/** Captures the one request a handler sees. */
function capture(method: 'get' | 'post' | 'put' | 'delete', url: string) {
  const seen: { url?: URL; body?: unknown; headers?: Headers } = {};
  server.use(
    http[method](url, async ({ request }) => {
      seen.url = new URL(request.url);
      seen.headers = request.headers;
      seen.body = method === 'get' || method === 'delete' ? undefined : await request.json();
      return ok();
    }),
  );
  return seen;
}

describe('API client: requests (spec §7 "General rules")', () => {
  it('sends every call to the configured service base URL', async () => {
    const seen = capture('get', `${BASE}/session/list`);
    await makeClient().client.get('/session/list');
    expect(seen.url?.origin + seen.url!.pathname).toBe(`${BASE}/session/list`);
  });

  it('resolves a relative base URL against the page origin', async () => {
    const seen = capture('get', 'http://site.test/api/session/list');
    await makeClient({ getConfig: async () => ({ serviceBaseUrl: '/api', serviceName: '' }) }).client.get(
      '/session/list',
    );
    expect(seen.url?.pathname).toBe('/api/session/list');
  });

  it('swaps the first path segment for the configured service name', async () => {
    const seen = capture('post', `${BASE}/dh-session/create`);
    await makeClient({
      getConfig: async () => ({ serviceBaseUrl: BASE, serviceName: 'dh-session' }),
    }).client.post('/session/create', {});
    expect(seen.url?.pathname).toBe('/api/dh-session/create');
  });

  it('appends the token only when the caller holds one', async () => {
    const withToken = capture('get', `${BASE}/user/info`);
    await makeClient({ getToken: () => 'tok-1' }).client.get('/user/info');
    expect(withToken.url?.searchParams.get('token')).toBe('tok-1');

    const without = capture('get', `${BASE}/user/info`);
    await makeClient({ getToken: () => null }).client.get('/user/info');
    expect(without.url?.searchParams.has('token')).toBe(false);
  });

  it('appends lang on every call, whatever the method', async () => {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const seen = capture(method, `${BASE}/x/y`);
      await makeClient({ getLang: () => 'zh' }).client[method]('/x/y', {});
      expect(seen.url?.searchParams.get('lang'), method).toBe('zh');
    }
  });

  it('sends identity and payload as query parameters for GET and DELETE, nested values as JSON', async () => {
    const identity = { getIdentity: () => ({ userId: 'u1', corpId: 'c1' }) };
    for (const method of ['get', 'delete'] as const) {
      const seen = capture(method, `${BASE}/knowledge/list`);
      await makeClient(identity).client[method]('/knowledge/list', { page: 2, filter: { type: 'faq' } });
      const query = Object.fromEntries(seen.url!.searchParams);
      expect(query, method).toEqual({
        userId: 'u1',
        corpId: 'c1',
        page: '2',
        filter: '{"type":"faq"}',
        lang: 'en',
      });
    }
  });

  it('sends identity and payload as a JSON body for other methods', async () => {
    const identity = { getIdentity: () => ({ userId: 'u1', corpId: 'c1' }) };
    for (const method of ['post', 'put'] as const) {
      const seen = capture(method, `${BASE}/session/save`);
      await makeClient(identity).client[method]('/session/save', { name: 'Demo', tags: ['a'] });
      expect(seen.body, method).toEqual({ userId: 'u1', corpId: 'c1', name: 'Demo', tags: ['a'] });
      expect(seen.headers?.get('content-type'), method).toContain('application/json');
      expect([...seen.url!.searchParams.keys()], method).toEqual(['lang']);
    }
  });

  it('sends the configured headers with every call', async () => {
    const seen = capture('get', `${BASE}/user/info`);
    await makeClient({ headers: { 'x-dh-client': 'web' } }).client.get('/user/info');
    expect(seen.headers?.get('x-dh-client')).toBe('web');
  });
});
