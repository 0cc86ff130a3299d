import { once } from 'node:events';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A local model service speaking real HTTP, for tests of the large-model providers and (later) the conversation
// route: OpenAI-compatible chat completions (streamed or not), the plain third-party protocol of the README, and
// OpenAI-compatible transcriptions. The test drives its pace: with `paced`, each token waits for `release()`.

export interface ModelScript {
  /** The answer, one streamed chunk per token. */
  tokens: string[];
  /** Each token waits for the test's `release()`; otherwise all are sent at once. */
  paced: boolean;
  /** Every chat request fails with this status (and an OpenAI-style error body). */
  failWith: 401 | 500 | null;
  /** What a posted audio file is transcribed to. */
  transcript: string;
  /**
   * How a chat request is answered, for the failure kinds real servers show: `hang` never answers; `malformed`
   * streams events that are not JSON; `empty` streams no text; `toolCalls` streams only a tool call; `json` answers a
   * stream request with a plain JSON completion (as some OpenAI-compatible servers do); `prism500` answers a stream
   * request with HTTP 500 like Prism's mock server; `unlabelledEvents` streams events under `application/json`.
   */
  shape: 'normal' | 'hang' | 'malformed' | 'empty' | 'toolCalls' | 'json' | 'prism500' | 'unlabelledEvents';
}

export interface RecordedRequest {
  path: string;
  authorization?: string;
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  stream?: boolean;
  /** The whole JSON body (chat and plain protocol), or the form's fields (transcriptions). */
  body: Record<string, unknown>;
  /** Transcriptions: the posted file. */
  file?: { name: string; type: string; bytes: number };
}

export interface ModelServer {
  /** The origin, e.g. `http://127.0.0.1:4123`; OpenAI-compatible clients take `${origin}/v1` as their base. */
  origin: string;
  requests: RecordedRequest[];
  script(changes: Partial<ModelScript>): void;
  /** Lets `count` more tokens of paced answers go. */
  release(count?: number): void;
  /** Resolves once `count` tokens in all have been written. */
  tokensSent(count: number): Promise<void>;
  /** Resolves at the `count`-th request in all. */
  requestReceived(count: number): Promise<RecordedRequest>;
  /** Resolves once `count` clients in all closed a streamed answer before its end. */
  disconnected(count: number): Promise<void>;
  readonly disconnects: number;
  close(): Promise<void>;
}

const DEFAULT_SCRIPT: ModelScript = {
  tokens: ['Hello', ', ', 'world', '.'],
  paced: false,
  failWith: null,
  transcript: 'hello from the microphone',
  shape: 'normal',
};

/** Waiters on a growing count: `until(n)` resolves once the count reaches n. */
function counter() {
  let value = 0;
  const waiters: Array<{ at: number; resolve: () => void }> = [];
  return {
    get value() {
      return value;
    },
    add(step = 1) {
      value += step;
      for (const waiter of waiters.filter((w) => w.at <= value)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    until(at: number) {
      return at <= value ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ at, resolve }));
    },
  };
}

/** Permits for paced tokens: `release(n)` lets n waiting tokens go, or banks them for tokens still to come. */
function gate() {
  let banked = 0;
  const waiting: Array<() => void> = [];
  return {
    release(count: number) {
      for (; count > 0; count--) {
        const next = waiting.shift();
        if (next) next();
        else banked++;
      }
    },
    /** Resolves with a permit, or when `closed` settles first (the permit is then left for others). */
    take(closed: Promise<unknown>): Promise<void> {
      if (banked > 0) {
        banked--;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        void closed.then(() => {
          const index = waiting.indexOf(resolve);
          if (index !== -1) waiting.splice(index, 1);
          resolve();
        });
      });
    },
  };
}

export async function startModelServer(
  options: { tls?: { key: string; cert: string } } = {},
): Promise<ModelServer> {
  let script: ModelScript = { ...DEFAULT_SCRIPT };
  const requests: RecordedRequest[] = [];
  const received = counter();
  const permits = gate();
  const sent = counter();
  const disconnects = counter();

  async function readBody(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Writes the tokens, each (when paced) after a permit; false when the client went away first. */
  async function streamTokens(response: ServerResponse, write: (token: string) => void): Promise<boolean> {
    let gone = false;
    response.once('close', () => {
      if (!response.writableEnded) {
        gone = true;
        disconnects.add();
      }
    });
    const closed = once(response, 'close');
    for (const token of script.tokens) {
      if (script.paced) await permits.take(closed);
      if (gone) return false;
      write(token);
      sent.add();
    }
    return true;
  }

  function fail(response: ServerResponse, status: 401 | 500) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        error:
          status === 401
            ? {
                message: 'Incorrect API key provided',
                type: 'invalid_request_error',
                code: 'invalid_api_key',
              }
            : { message: 'The server had an error while processing your request', type: 'server_error' },
      }),
    );
  }

  async function chat(request: IncomingMessage, response: ServerResponse, body: Record<string, unknown>) {
    if (script.failWith) return fail(response, script.failWith);
    if (script.shape !== 'normal') return oddChat(response, body);
    const model = typeof body.model === 'string' ? body.model : 'test-model';
    if (body.stream !== true) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: script.tokens.join('') },
              finish_reason: 'stop',
            },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    if (!(await streamTokens(response, (token) => response.write(chunk({ content: token }, null))))) return;
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  /** The answers of `shape`: each a way a real server fails, or answers unlike the others. */
  async function oddChat(response: ServerResponse, body: Record<string, unknown>) {
    const streamed = body.stream === true;
    const event = (value: unknown) =>
      `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
    const delta = (value: Record<string, unknown>) => ({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: value, finish_reason: null }],
    });
    switch (script.shape) {
      case 'hang':
        // Headers never come: the client's own timeout has to end it.
        await once(response, 'close');
        return;
      case 'prism500':
        if (streamed) {
          response.writeHead(500, { 'content-type': 'application/problem+json' });
          response.end(JSON.stringify({ type: 'https://stoplight.io/prism/errors#UNKNOWN', status: 500 }));
          return;
        }
        break;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(`${event('{"choices": [{"delta": {"content": "Hel')}${event('[DONE]')}`);
        return;
      case 'empty':
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(`${event(delta({ role: 'assistant', content: '' }))}${event('[DONE]')}`);
        return;
      case 'toolCalls': {
        const call = {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: { name: 'lookup', arguments: '{}' },
        };
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(
          `${event(delta({ role: 'assistant', content: null, tool_calls: [call] }))}${event('[DONE]')}`,
        );
        return;
      }
      case 'unlabelledEvents':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          `${script.tokens.map((token) => event(delta({ content: token }))).join('')}${event('[DONE]')}`,
        );
        return;
      default:
        break;
    }
    // `json`, and `prism500` asked without streaming: a plain completion.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: script.tokens.join('') },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  }

  /** The plain third-party protocol: JSON `{answer}`, or deltas as NDJSON (default) or SSE (`?format=sse`). */
  async function plain(url: URL, response: ServerResponse, body: Record<string, unknown>) {
    if (script.failWith) return fail(response, script.failWith);
    if (body.stream !== true || url.searchParams.get('format') === 'json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ answer: script.tokens.join('') }));
      return;
    }
    const sse = url.searchParams.get('format') === 'sse';
    response.writeHead(200, { 'content-type': sse ? 'text/event-stream' : 'application/x-ndjson' });
    response.flushHeaders();
    const line = (value: unknown) =>
      sse ? `data: ${JSON.stringify(value)}\n\n` : `${JSON.stringify(value)}\n`;
    if (!(await streamTokens(response, (token) => response.write(line({ delta: token }))))) return;
    response.end(sse ? 'data: [DONE]\n\n' : line({ done: true }));
  }

  async function transcription(request: IncomingMessage, response: ServerResponse, record: RecordedRequest) {
    const raw = await readBody(request);
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file');
    record.body = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    record.model = typeof record.body.model === 'string' ? record.body.model : undefined;
    if (file instanceof Blob)
      record.file = {
        name: (file as File).name,
        type: file.type,
        bytes: (await file.arrayBuffer()).byteLength,
      };
    if (script.failWith) return fail(response, script.failWith);
    if (!record.file) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'file is required' } }));
      return;
    }
    if (record.body.response_format === 'text') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(script.transcript);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ text: script.transcript }));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://model.test');
    const record: RecordedRequest = {
      path: url.pathname,
      authorization: request.headers.authorization,
      body: {},
    };
    if (request.method === 'POST' && url.pathname.endsWith('/audio/transcriptions')) {
      requests.push(record);
      received.add();
      return transcription(request, response, record);
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      response.writeHead(400);
      response.end();
      return;
    }
    Object.assign(record, {
      body,
      model: body.model,
      messages: body.messages,
      stream: body.stream,
    });
    requests.push(record);
    received.add();
    if (request.method === 'POST' && url.pathname.endsWith('/chat/completions'))
      return chat(request, response, body);
    if (request.method === 'POST' && url.pathname.startsWith('/plain')) return plain(url, response, body);
    response.writeHead(404);
    response.end();
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => void handle(request, response);
  const server: Server = options.tls ? createHttpsServer(options.tls, listener) : createHttpServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    script: (changes) => {
      script = { ...script, ...changes };
    },
    release: (count = 1) => permits.release(count),
    tokensSent: (count) => sent.until(count),
    requestReceived: async (count) => {
      await received.until(count);
      return requests[count - 1]!;
    },
    disconnected: (count) => disconnects.until(count),
    get disconnects() {
      return disconnects.value;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
