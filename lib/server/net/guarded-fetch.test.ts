import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selfSignedCert } from '@/tests/support/self-signed-cert';
import { guardedFetch, type GuardedRequest, type Resolver } from './guarded-fetch';
import { OutboundError } from './outbound-error';

// A real https server on 127.0.0.1 with a self-signed certificate: the guard must keep requests away from it unless
// the host is trusted, and then talk to it like any public server.
const { key, cert } = selfSignedCert(['model.internal.test']);
const seen: Array<{ path: string; host?: string; servername?: string; authorization?: string }> = [];
const connections: Socket[] = [];
let closedConnections = 0;
let held: ServerResponse | null = null;
let heldClosed: Promise<unknown> = Promise.resolve();

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, 'https://x');
  seen.push({
    path: url.pathname,
    host: request.headers.host,
    servername: (request.socket as TLSSocket).servername || undefined,
    authorization: request.headers.authorization,
  });
  switch (url.pathname) {
    case '/hello':
      response.end('hello');
      return;
    case '/echo':
      void (async () => {
        let body = '';
        for await (const chunk of request) body += chunk;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ method: request.method, body }));
      })();
      return;
    case '/redirect':
      response.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to')!,
      });
      response.end();
      return;
    case '/status':
      response.writeHead(Number(url.searchParams.get('code')));
      response.end('upstream detail');
      return;
    case '/big':
      response.writeHead(200, { 'content-length': 10_000_000 });
      response.end();
      return;
    case '/flood':
      for (let index = 0; index < 40; index++) response.write(Buffer.alloc(64 * 1024));
      response.end();
      return;
    case '/hold':
      // Headers and a first chunk, then nothing: the client's own timeout or abort has to end it.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first');
      held = response;
      heldClosed = once(response, 'close');
      return;
    case '/stall':
      return;
    default:
      response.writeHead(404);
      response.end();
  }
}

const server = createHttpsServer({ key, cert }, handle);
server.on('connection', (socket: Socket) => {
  connections.push(socket);
  socket.once('close', () => closedConnections++);
});
// Accepts TCP and never starts TLS.
const silent = createTcpServer(() => {});
let origin: string;
let port: number;
let silentPort: number;

const localResolver: Resolver = async (hostname) => {
  if (hostname === 'localhost' || hostname === 'model.internal.test')
    return [{ address: '127.0.0.1', family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};
const trusted = (extra: Partial<GuardedRequest> = {}): GuardedRequest => ({
  allowHosts: new Set(['localhost']),
  resolve: localResolver,
  ca: cert,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  silent.listen(0, '127.0.0.1');
  await Promise.all([once(server, 'listening'), once(silent, 'listening')]);
  port = (server.address() as AddressInfo).port;
  silentPort = (silent.address() as AddressInfo).port;
  origin = `https://localhost:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  silent.close();
});
beforeEach(() => {
  seen.length = 0;
  connections.length = 0;
});

describe('guardedFetch refuses what is not public', () => {
  it.each([
    ['loopback', 'https://127.0.0.1:PORT/hello'],
    ['private 10/8', 'https://10.0.0.1/hello'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]:PORT/hello'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]:PORT/hello'],
    ['CGNAT', 'https://100.64.1.2/hello'],
    ['this network', 'https://0.0.0.0:PORT/hello'],
  ])('%s', async (_name, template) => {
    const error = await refusal(guardedFetch(template.replace('PORT', String(port)), { ca: cert }));
    expect(error.reason).toBe('privateAddress');
    expect(error.message).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(connections).toHaveLength(0);
  });

  it('refuses plain http and URLs with credentials before any connection', async () => {
    expect((await refusal(guardedFetch(`http://localhost:${port}/hello`, trusted()))).reason).toBe('scheme');
    expect((await refusal(guardedFetch(`https://u:p@localhost:${port}/hello`, trusted()))).reason).toBe(
      'scheme',
    );
    expect((await refusal(guardedFetch('ftp://example.com/', trusted()))).reason).toBe('scheme');
    expect(connections).toHaveLength(0);
  });

  it('refuses a name that resolves to a private address (localhost, through the system resolver)', async () => {
    const error = await refusal(guardedFetch(`https://localhost:${port}/hello`, { ca: cert }));
    expect(error.reason).toBe('privateAddress');
    expect(connections).toHaveLength(0);
  });

  it('refuses a name when any of its addresses is private, also wrapped in NAT64', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.1.10', family: 4 },
    ];
    expect((await refusal(guardedFetch('https://mixed.example/', { resolve: mixed }))).reason).toBe(
      'privateAddress',
    );
    const nat64: Resolver = async () => [{ address: '64:ff9b::a9fe:a9fe', family: 6 }];
    expect((await refusal(guardedFetch('https://nat64.example/', { resolve: nat64 }))).reason).toBe(
      'privateAddress',
    );
  });

  it('refuses a redirect to a private address, and never asks it', async () => {
    const to = encodeURIComponent(`https://127.0.0.1:${port}/hello`);
    const error = await refusal(guardedFetch(`${origin}/redirect?to=${to}`, trusted()));
    expect(error.reason).toBe('redirectPrivate');
    expect(seen.map((request) => request.path)).toEqual(['/redirect']);
  });

  it('refuses a redirect to a name that resolves to a private address, and one to http', async () => {
    const resolve: Resolver = async (hostname) =>
      hostname === 'rebind.example' ? [{ address: '10.9.8.7', family: 4 }] : localResolver(hostname);
    const to = encodeURIComponent('https://rebind.example/x');
    expect((await refusal(guardedFetch(`${origin}/redirect?to=${to}`, trusted({ resolve })))).reason).toBe(
      'redirectPrivate',
    );
    const plain = encodeURIComponent(`http://localhost:${port}/hello`);
    expect((await refusal(guardedFetch(`${origin}/redirect?to=${plain}`, trusted()))).reason).toBe('scheme');
  });
});

describe('guardedFetch with a host the operator trusts', () => {
  it('reaches a host listed in OUTBOUND_ALLOW_HOSTS', async () => {
    const before = process.env.OUTBOUND_ALLOW_HOSTS;
    process.env.OUTBOUND_ALLOW_HOSTS = 'models.example.com, LOCALHOST';
    try {
      const response = await guardedFetch(`${origin}/hello`, { resolve: localResolver, ca: cert });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('hello');
    } finally {
      if (before === undefined) delete process.env.OUTBOUND_ALLOW_HOSTS;
      else process.env.OUTBOUND_ALLOW_HOSTS = before;
    }
  });

  it('connects to the address it checked, resolving once, with the name kept for SNI and Host', async () => {
    let resolutions = 0;
    const resolve: Resolver = async (hostname) => {
      resolutions++;
      return localResolver(hostname);
    };
    const response = await guardedFetch(`https://model.internal.test:${port}/hello`, {
      allowHosts: new Set(['model.internal.test']),
      resolve,
      ca: cert,
    });
    expect(await response.text()).toBe('hello');
    expect(resolutions).toBe(1);
    expect(seen[0]).toMatchObject({ host: `model.internal.test:${port}`, servername: 'model.internal.test' });
  });

  it('posts a body and follows a redirect on the same host by hand, keeping the key', async () => {
    const response = await guardedFetch(`${origin}/redirect?status=307&to=/echo`, {
      ...trusted(),
      method: 'POST',
      headers: { Authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"q":1}',
    });
    expect(await response.json()).toEqual({ method: 'POST', body: '{"q":1}' });
    expect(seen.map((request) => [request.path, request.authorization])).toEqual([
      ['/redirect', 'Bearer k'],
      ['/echo', 'Bearer k'],
    ]);
  });

  it('stops after the allowed number of redirects', async () => {
    const loop = `${origin}/redirect?to=${encodeURIComponent('/redirect?to=/hello')}`;
    const error = await refusal(guardedFetch(loop, trusted({ maxRedirects: 1 })));
    expect(error.reason).toBe('tooManyRedirects');
  });

  it('fails a status other than 2xx without passing the upstream body on', async () => {
    const error = await refusal(guardedFetch(`${origin}/status?code=500`, trusted()));
    expect(error).toMatchObject({ reason: 'badStatus', status: 500 });
    expect(error.message).not.toContain('upstream detail');
  });

  it('caps the size: by the declared length, and while the body streams', async () => {
    expect((await refusal(guardedFetch(`${origin}/big`, trusted({ maxBytes: 1000 })))).reason).toBe(
      'tooLarge',
    );
    const response = await guardedFetch(`${origin}/flood`, trusted({ maxBytes: 100_000 }));
    expect((await refusal(response.arrayBuffer())).reason).toBe('tooLarge');
  });

  it('times out a server that never answers, a name or a TLS handshake that never completes, a body that stops', async () => {
    expect((await refusal(guardedFetch(`${origin}/stall`, trusted({ timeoutMs: 300 })))).reason).toBe(
      'timeout',
    );
    const silentUrl = `https://localhost:${silentPort}/`;
    expect((await refusal(guardedFetch(silentUrl, trusted({ connectTimeoutMs: 300 })))).reason).toBe(
      'timeout',
    );
    const neverResolves: Resolver = () => new Promise(() => {});
    const slowName = guardedFetch(
      `${origin}/hello`,
      trusted({ resolve: neverResolves, connectTimeoutMs: 200 }),
    );
    expect((await refusal(slowName)).reason).toBe('timeout');
    const response = await guardedFetch(`${origin}/hold`, trusted({ timeoutMs: 500 }));
    expect((await refusal(response.text())).reason).toBe('timeout');
    await heldClosed;
  });

  it('streams the body and closes the connection at once when the caller aborts', async () => {
    const caller = new AbortController();
    const response = await guardedFetch(`${origin}/hold`, trusted({ signal: caller.signal }));
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    const closedBefore = closedConnections;
    caller.abort();
    await heldClosed;
    expect(held!.writableEnded).toBe(false);
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    expect(closedConnections).toBeGreaterThan(closedBefore);
  });
});
