import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '@/tests/support/model-server';
import { operatorModel } from './operator-model';
import { ModelError, type ChatMessage } from './types';

let server: ModelServer;
const messages: ChatMessage[] = [
  { role: 'system', content: 'You are Ava.' },
  { role: 'user', content: 'Who are you?' },
];
const env = () => ({
  LLM_A_BASE_URL: `${server.origin}/v1`,
  LLM_A_API_KEY: 'sk-a',
  LLM_A_MODEL: 'all-round',
  LLM_B_BASE_URL: `${server.origin}/v1/`,
  LLM_B_MODEL: 'speedy',
  LLM_RESPONSE_TIMEOUT_MS: '2000',
});

async function collect(stream: AsyncIterable<string>) {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(() =>
  server.script({ tokens: ['I am', ' Ava', '.'], paced: false, failWith: null, shape: 'normal' }),
);

describe('the operator models (OpenAI-compatible chat completions)', () => {
  it('streams the answer token by token with the configured model, key and messages', async () => {
    const requestsBefore = server.requests.length;
    const stream = operatorModel('A', env())!.streamChat({ messages });
    expect(await collect(stream)).toEqual(['I am', ' Ava', '.']);
    expect(server.requests[requestsBefore]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-a',
      model: 'all-round',
      stream: true,
      messages,
    });
    expect(stream.timing.firstTokenMs).toEqual(expect.any(Number));
    expect(stream.timing.totalMs).toBeGreaterThanOrEqual(stream.timing.firstTokenMs!);
  });

  it('passes each token on as soon as the model sends it', async () => {
    server.script({ paced: true });
    const stream = operatorModel('B', env())!.streamChat({ messages });
    const reader = stream[Symbol.asyncIterator]();
    const first = reader.next();
    server.release(1);
    expect(await first).toEqual({ done: false, value: 'I am' });
    expect(stream.timing.firstTokenMs).not.toBeNull();
    expect(stream.timing.totalMs).toBeNull();
    expect(server.requests.at(-1)).toMatchObject({ model: 'speedy', authorization: undefined });
    server.release(2);
    expect(await collect({ [Symbol.asyncIterator]: () => reader })).toEqual([' Ava', '.']);
  });

  it('closes the upstream request at once when the turn is aborted (barge-in)', async () => {
    server.script({ paced: true });
    const controller = new AbortController();
    const disconnectsBefore = server.disconnects;
    const stream = operatorModel('A', env())!.streamChat({ messages, signal: controller.signal });
    const reader = stream[Symbol.asyncIterator]();
    const first = reader.next();
    server.release(1);
    await first;
    controller.abort();
    await server.disconnected(disconnectsBefore + 1);
    await expect(reader.next()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('closes the upstream request when the reader stops early', async () => {
    server.script({ paced: true });
    const disconnectsBefore = server.disconnects;
    server.release(1);
    for await (const delta of operatorModel('A', env())!.streamChat({ messages })) {
      expect(delta).toBe('I am');
      break;
    }
    await server.disconnected(disconnectsBefore + 1);
  });

  it.each([500, 401] as const)('fails with the status when the model answers %i', async (status) => {
    server.script({ failWith: status });
    const failure = await collect(operatorModel('A', env())!.streamChat({ messages })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ModelError);
    expect(failure).toMatchObject({ reason: 'badStatus', detail: { status } });
  });

  it('fails as unreachable when nothing listens, and is null when the option is not configured', async () => {
    const closed = { LLM_A_BASE_URL: 'http://127.0.0.1:9/v1', LLM_A_MODEL: 'm' };
    await expect(collect(operatorModel('A', closed)!.streamChat({ messages }))).rejects.toMatchObject({
      reason: 'unreachable',
    });
    expect(operatorModel('B', closed)).toBeNull();
  });

  it('times out an answer that does not come in time', async () => {
    server.script({ paced: true });
    const slow = { ...env(), LLM_TIMEOUT_MS: '300' };
    await expect(collect(operatorModel('A', slow)!.streamChat({ messages }))).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it.each([
    ['prism500', 'badStatus'],
    ['malformed', 'badResponse'],
    ['empty', 'empty'],
    ['toolCalls', 'toolCalls'],
  ] as const)('names the failure of a server answering %s: %s', async (shape, reason) => {
    server.script({ shape });
    await expect(collect(operatorModel('A', env())!.streamChat({ messages }))).rejects.toMatchObject({
      reason,
    });
  });

  it.each(['json', 'unlabelledEvents'] as const)(
    'reads a stream request answered as %s (servers differ)',
    async (shape) => {
      server.script({ shape });
      expect((await collect(operatorModel('A', env())!.streamChat({ messages }))).join('')).toBe('I am Ava.');
    },
  );

  it('times out a server that never starts its answer', async () => {
    server.script({ shape: 'hang' });
    const slow = { ...env(), LLM_RESPONSE_TIMEOUT_MS: '200' };
    await expect(collect(operatorModel('A', slow)!.streamChat({ messages }))).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});
