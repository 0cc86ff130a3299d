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

describe('API client: a GET answered with bytes (a download)', () => {
  it('resolves with the bytes and sends identity and payload as query parameters', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(`${BASE}/export`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const { client } = makeClient({ getIdentity: () => ({ userId: 'u1', corpId: 'c1' }) });
    const blob = await client.getBlob('/export', { status: 'valid' });
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([80, 75, 3, 4]);
    expect(query).toEqual({ userId: 'u1', corpId: 'c1', status: 'valid', lang: 'en' });
  });

  it('rejects with the envelope’s message when the server refuses the download', async () => {
    server.use(
      http.get(`${BASE}/export`, () =>
        HttpResponse.json({ code: 40400, message: 'Not found.', data: null }, { status: 404 }),
      ),
    );
    const error = await rejection(makeClient().client.getBlob('/export'));
    expect(error).toMatchObject({ kind: 'code', code: 40400, message: 'Not found.' });
  });

  it('resolves with a JSON file the server sends as an attachment (the JSON export of records)', async () => {
    const records = { records: [{ conversationId: 'c1', turns: [] }] };
    server.use(
      http.get(`${BASE}/export`, () =>
        HttpResponse.json(records, {
          headers: { 'content-disposition': 'attachment; filename="records.json"' },
        }),
      ),
    );
    const { client, notify } = makeClient();
    const blob = await client.getBlob('/export', { format: 'json' });
    expect(JSON.parse(await blob.text())).toEqual(records);
    expect(notify).not.toHaveBeenCalled();
  });

  it('still reads a JSON answer without attachment as the envelope: a refusal stays a refusal', async () => {
    server.use(
      http.get(`${BASE}/export`, () => HttpResponse.json({ code: 40400, message: 'Not found.', data: null })),
    );
    const error = await rejection(makeClient().client.getBlob('/export', { format: 'json' }));
    expect(error).toMatchObject({ kind: 'code', code: 40400, message: 'Not found.' });
  });
});
