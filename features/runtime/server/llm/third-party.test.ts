import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Resolver } from '@/lib/server/net/guarded-fetch';
import { startModelServer, type ModelServer } from '@/tests/support/model-server';
import { selfSignedCert } from '@/tests/support/self-signed-cert';
import { isOpenAiCompatibleUrl, thirdPartyModel, type ThirdPartyOptions } from './third-party';
import { ModelError, type ChatMessage } from './types';

// The customer's model on a local https server: reachable only because the test trusts `localhost` the way an
// operator would with OUTBOUND_ALLOW_HOSTS.
const { key, cert } = selfSignedCert();
let server: ModelServer;
let base: string;
const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const guard = { allowHosts: new Set(['localhost']), resolve, ca: cert };
const messages: ChatMessage[] = [
  { role: 'system', content: 'Answer briefly.' },
  { role: 'user', content: 'Hi' },
  { role: 'assistant', content: 'Hello!' },
  { role: 'user', content: 'Opening hours?' },
];
const model = (path: string, changes: Partial<ThirdPartyOptions> = {}) =>
  thirdPartyModel({
    url: `${base}${path}`,
    stream: true,
    sessionId: 'c-1',
    language: 'en',
    guard,
    ...changes,
  });

async function collect(stream: AsyncIterable<string>) {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

beforeAll(async () => {
  server = await startModelServer({ tls: { key, cert } });
  base = server.origin.replace('127.0.0.1', 'localhost');
});
afterAll(() => server.close());
beforeEach(() => server.script({ tokens: ['Nine', ' to', ' five.'], paced: false, failWith: null }));

describe('a third-party model', () => {
  it('knows an OpenAI-compatible URL by its path', () => {
    expect(isOpenAiCompatibleUrl('https://m.example.com/v1/chat/completions/')).toBe(true);
    expect(isOpenAiCompatibleUrl('https://m.example.com/bot?x=/chat/completions')).toBe(false);
  });

  it('speaks OpenAI-compatible chat completions when the URL ends in /chat/completions', async () => {
    expect(await collect(model('/v1/chat/completions').streamChat({ messages }))).toEqual([
      'Nine',
      ' to',
      ' five.',
    ]);
    expect(server.requests.at(-1)).toMatchObject({ stream: true, messages, model: undefined });
    expect(await collect(model('/v1/chat/completions', { stream: false }).streamChat({ messages }))).toEqual([
      'Nine to five.',
    ]);
  });

  it('posts the plain protocol and reads deltas as NDJSON or SSE, or one JSON answer', async () => {
    expect(await collect(model('/plain').streamChat({ messages }))).toEqual(['Nine', ' to', ' five.']);
    expect(server.requests.at(-1)!.body).toEqual({
      question: 'Opening hours?',
      history: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
      system: 'Answer briefly.',
      sessionId: 'c-1',
      language: 'en',
      stream: true,
    });
    expect(await collect(model('/plain?format=sse').streamChat({ messages }))).toEqual([
      'Nine',
      ' to',
      ' five.',
    ]);
    expect(await collect(model('/plain', { stream: false }).streamChat({ messages }))).toEqual([
      'Nine to five.',
    ]);
  });

  it('is refused by the SSRF guard when its host is not trusted, before any request', async () => {
    const requestsBefore = server.requests.length;
    const untrusted = thirdPartyModel({
      url: `${server.origin}/plain`,
      stream: true,
      sessionId: 'c-1',
      language: 'en',
      guard: { ca: cert },
    });
    const failure = await collect(untrusted.streamChat({ messages })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelError);
    expect(failure).toMatchObject({ reason: 'refused', detail: { refusal: 'privateAddress' } });
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('fails with the status of a failing model', async () => {
    server.script({ failWith: 500 });
    await expect(collect(model('/plain').streamChat({ messages }))).rejects.toMatchObject({
      reason: 'badStatus',
      detail: { status: 500 },
    });
  });

  it('closes the connection at once when the turn is aborted', async () => {
    server.script({ paced: true });
    const controller = new AbortController();
    const disconnectsBefore = server.disconnects;
    const reader = model('/plain')
      .streamChat({ messages, signal: controller.signal })
      [Symbol.asyncIterator]();
    const first = reader.next();
    server.release(1);
    expect(await first).toEqual({ done: false, value: 'Nine' });
    controller.abort();
    await server.disconnected(disconnectsBefore + 1);
    await expect(reader.next()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
