import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, MESSAGES, makeClient, rejection, server } from './api-test-kit';

// Outside a browser (an SDK on a server) there is no XMLHttpRequest: uploads go through fetch, without progress.
// The browser's path is covered by the ImageUpload component test.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const form = () => {
  const body = new FormData();
  body.append('file', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
  return body;
};

describe('API client: uploads', () => {
  it('sends the form as is, with the token and lang in the query, and resolves the envelope', async () => {
    let seen: { url: URL; fields: string[]; size: number; type: string } | undefined;
    server.use(
      http.post(`${BASE}/management/background/upload`, async ({ request }) => {
        const body = await request.formData();
        seen = {
          url: new URL(request.url),
          fields: [...body.keys()],
          size: (body.get('file') as File).size,
          type: request.headers.get('content-type') ?? '',
        };
        return HttpResponse.json({ code: 0, message: 'ok', data: { id: 'f1' } });
      }),
    );
    const { client } = makeClient({
      getToken: () => 'tok',
      getIdentity: () => ({ userId: 'u1', corpId: 'c1' }),
    });
    await expect(client.upload('/management/background/upload', form())).resolves.toMatchObject({
      data: { id: 'f1' },
    });
    expect(seen!.fields).toEqual(['file']);
    expect(seen!.size).toBe(3);
    expect(seen!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.url.searchParams.get('token')).toBe('tok');
    expect(seen!.url.searchParams.get('lang')).toBe('en');
  });

  it('handles the answer like every other call: a refusal, an ended session, HTTP 401', async () => {
    const respond = (body: object, status = 200) =>
      server.use(http.post(`${BASE}/up`, () => HttpResponse.json(body, { status })));

    respond({ code: 40000, message: 'Invalid file format.', data: null }, 400);
    const { client, onSessionEnd, onUnauthorized } = makeClient();
    expect(await rejection(client.upload('/up', form()))).toMatchObject({
      kind: 'code',
      code: 40000,
      message: 'Invalid file format.',
    });

    respond({ code: 50102, message: 'expired', data: null });
    expect(await rejection(client.upload('/up', form()))).toMatchObject({ kind: 'session' });
    expect(onSessionEnd).toHaveBeenCalledWith(50102, MESSAGES.loginExpired);

    respond({}, 401);
    expect(await rejection(client.upload('/up', form()))).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(401);
  });

  it('rejects as a network failure when no answer comes', async () => {
    server.use(http.post(`${BASE}/up`, () => HttpResponse.error()));
    const { client } = makeClient();
    expect(await rejection(client.upload('/up', form()))).toMatchObject({ kind: 'network' });
  });
});
