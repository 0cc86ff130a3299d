import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, MESSAGES, makeClient, rejection, server } from './api-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('API client: a POST answered with bytes', () => {
  it('resolves with the bytes and sends identity and payload as the JSON body', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/clip`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
          headers: { 'content-type': 'audio/wav' },
        });
      }),
    );
    const { client } = makeClient({ getIdentity: () => ({ userId: 'u1', corpId: 'c1' }) });
    const blob = await client.postBlob('/clip', { ttsId: 'v' });
    expect(blob.type).toBe('audio/wav');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([82, 73, 70, 70]);
    expect(sent).toEqual({ userId: 'u1', corpId: 'c1', ttsId: 'v' });
  });

  it('rejects with the envelope’s code, message and fields when the server refuses', async () => {
    const fields = [{ field: 'ttsId', message: 'voiceNotEnglish' }];
    server.use(
      http.post(`${BASE}/clip`, () =>
        HttpResponse.json({ code: 40000, message: 'no English', data: { fields } }, { status: 400 }),
      ),
    );
    const { client, notify } = makeClient();
    const error = await rejection(client.postBlob('/clip'));
    expect(error).toMatchObject({ kind: 'code', code: 40000, message: 'no English', fields });
    expect(notify).not.toHaveBeenCalled();
  });

  it('ends the session on 50102 like any other call', async () => {
    server.use(http.post(`${BASE}/clip`, () => HttpResponse.json({ code: 50102, message: 'x', data: null })));
    const { client, onSessionEnd } = makeClient();
    await rejection(client.postBlob('/clip'));
    expect(onSessionEnd).toHaveBeenCalledWith(50102, MESSAGES.loginExpired);
  });

  it('treats a success envelope where bytes were promised as an unknown error', async () => {
    server.use(http.post(`${BASE}/clip`, () => HttpResponse.json({ code: 0, message: 'ok', data: null })));
    const { client, notify } = makeClient();
    expect(await rejection(client.postBlob('/clip'))).toMatchObject({ kind: 'empty' });
    expect(notify).toHaveBeenCalledWith(MESSAGES.unknownError);
  });
});
