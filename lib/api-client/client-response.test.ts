import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { REQUEST_TIMEOUT_MS } from '@/lib/api-client/client';
import { BASE, MESSAGES, makeClient, rejection, server } from './api-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (body: unknown, status = 200) =>
  server.use(http.get(`${BASE}/a/b`, () => HttpResponse.json(body as object, { status })));

describe('API client: response handling (spec §8)', () => {
  it.each([0, '0', 200, 1008, 1009])('resolves success code %j with the whole envelope', async (code) => {
    answer({ code, message: 'fine', data: { id: 7 } });
    const { client, notify, onSessionEnd } = makeClient();
    await expect(client.get('/a/b')).resolves.toEqual({ code, message: 'fine', data: { id: 7 } });
    expect(notify).not.toHaveBeenCalled();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it.each([50102, 1000005, '50102'])(
    'ends the session on code %j with the login-expired message',
    async (code) => {
      answer({ code, message: 'server words', data: null });
      const { client, onSessionEnd } = makeClient();
      const error = await rejection(client.get('/a/b'));
      expect(onSessionEnd).toHaveBeenCalledWith(Number(code), MESSAGES.loginExpired);
      expect(error).toMatchObject({ kind: 'session', message: MESSAGES.loginExpired });
    },
  );

  it('ends the session on code 401 in the body, showing the server message', async () => {
    answer({ code: 401, message: '请先登录', data: null });
    const { client, onSessionEnd, onUnauthorized } = makeClient();
    await expect(client.get('/a/b')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnd).toHaveBeenCalledWith(401, '请先登录');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([401, 403])('logs out on HTTP %i', async (status) => {
    answer({ code: 40100, message: 'no' }, status);
    const { client, onUnauthorized, onSessionEnd } = makeClient();
    const error = await rejection(client.get('/a/b'));
    expect(onUnauthorized).toHaveBeenCalledWith(status);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(error).toMatchObject({ kind: 'http', status });
  });

  it('shows 未知异常 and rejects when the answer has no body', async () => {
    server.use(http.get(`${BASE}/a/b`, () => new HttpResponse(null, { status: 200 })));
    const { client, notify } = makeClient();
    const error = await rejection(client.get('/a/b'));
    expect(notify).toHaveBeenCalledWith('未知异常');
    expect(error).toMatchObject({ kind: 'empty', message: '未知异常' });
  });

  it('shows 未知异常 when the body is not JSON', async () => {
    server.use(http.get(`${BASE}/a/b`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    const { client, notify } = makeClient();
    await expect(client.get('/a/b')).rejects.toMatchObject({ kind: 'empty', status: 502 });
    expect(notify).toHaveBeenCalledWith('未知异常');
  });

  it('passes other codes to the caller as an ApiError with code, message, data and fields', async () => {
    const fields = [{ field: 'email', message: 'emailInvalid' }];
    answer({ code: 40000, message: 'Invalid input', data: { fields } }, 400);
    const { client, notify, onSessionEnd } = makeClient();
    const error = (await rejection(client.get('/a/b'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'code', code: 40000, message: 'Invalid input', status: 400 });
    expect(error.data).toEqual({ fields });
    expect(error.fields).toEqual(fields);
    expect(notify).not.toHaveBeenCalled();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('reads `msg` when an older service sends it instead of `message`', async () => {
    answer({ code: 42206, msg: 'limit reached', data: null });
    await expect(makeClient().client.get('/a/b')).rejects.toMatchObject({
      code: 42206,
      message: 'limit reached',
    });
  });

  it('rejects silently on a network failure', async () => {
    server.use(http.get(`${BASE}/a/b`, () => HttpResponse.error()));
    const { client, notify, onSessionEnd, onUnauthorized } = makeClient();
    const error = await rejection(client.get('/a/b'));
    expect(error).toMatchObject({ kind: 'network' });
    expect(notify).not.toHaveBeenCalled();
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('times ordinary calls out after 20 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('rejects a hung request once the timeout passes, silently', async () => {
    server.use(
      http.get(`${BASE}/a/b`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0 });
      }),
    );
    const { client, notify } = makeClient({ timeoutMs: 50 });
    const started = Date.now();
    await expect(client.get('/a/b')).rejects.toMatchObject({ kind: 'network' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(notify).not.toHaveBeenCalled();
  });
});
