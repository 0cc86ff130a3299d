import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { apiRoute } from '@/lib/server/http/route';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';

// A payment notification verifies a signature over the exact bytes it was sent, so a route can ask the wrapper for
// them (`rawBody: true`) and still get its input parsed when they are JSON.

const notifyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/test/notify',
  summary: 'A notification signed over its body',
  tag: 'Test',
  audience: 'public',
  input: z.object({ orderId: z.string().optional() }),
  output: z.object({ size: z.number(), signature: z.string(), orderId: z.string().nullable() }),
});

const sign = (bytes: Uint8Array) => createHmac('sha256', 'secret').update(bytes).digest('hex');

const notify = apiRoute(
  notifyEndpoint,
  async ({ input, rawBody }) => ({
    size: rawBody.byteLength,
    signature: sign(rawBody),
    orderId: input.orderId ?? null,
  }),
  { rawBody: true, maxBodyBytes: 1024 },
);

const post = (body: string, contentType: string) =>
  notify(
    new Request(`${ORIGIN}/api/test/notify`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'x-forwarded-for': randomIp(), 'content-type': contentType },
      body,
    }),
  ).then(async (response) => ({ status: response.status, body: await response.json() }));

describe('a route asking for the raw body', () => {
  it('gets the exact bytes of a JSON body, and its input parsed from them', async () => {
    // Spacing and key order a re-serialisation would change: the signature is over what was sent.
    const sent = '{ "orderId" : "o-1",  "amount":100 }';
    const answer = await call(notify, '/test/notify', { body: sent });
    expect(answer.body.code).toBe(ApiCode.ok);
    expect(answer.body.data).toEqual({
      size: Buffer.byteLength(sent),
      signature: sign(Buffer.from(sent)),
      orderId: 'o-1',
    });
  });

  it('gets an XML body as bytes, with an empty input instead of a JSON failure', async () => {
    const sent = '<xml><out_trade_no>o-2</out_trade_no><note>中文</note></xml>';
    const answer = await post(sent, 'text/xml; charset=utf-8');
    expect(answer.body.code).toBe(ApiCode.ok);
    expect(answer.body.data).toEqual({
      size: Buffer.byteLength(sent),
      signature: sign(Buffer.from(sent)),
      orderId: null,
    });
  });

  it('still refuses a body over its limit, and a body that says JSON but is not', async () => {
    const tooLarge = await post(`<xml>${'x'.repeat(2000)}</xml>`, 'text/xml');
    expect(tooLarge.body.code).toBe(ApiCode.validation);
    expect((await post('{ not json', 'application/json')).body.code).toBe(ApiCode.badJson);
  });

  it('leaves other routes as they were: a non-JSON body is refused with 415', async () => {
    const plain = apiRoute(notifyEndpoint, async ({ rawBody }) => {
      expect(rawBody).toBeUndefined();
      return { size: 0, signature: '', orderId: null };
    });
    const response = await plain(
      new Request(`${ORIGIN}/api/test/notify`, {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'text/xml' },
        body: '<xml/>',
      }),
    );
    expect(response.status).toBe(415);
  });
});
