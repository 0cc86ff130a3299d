import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmissionGate, renderConcurrency, rendersPage } from '@/lib/server/http/admission.mjs';
import { createAppServer } from '@/scripts/serve.mjs';

// The app server lets a few page renders run at a time and queues the rest in arrival order, so that a crowd of
// visitors is served first come, first served instead of all slowly at once (issue 19 §3: share-link timeouts).

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server whose handler records each request's start and answers it only when the test says so. */
async function heldServer(limit: number) {
  const started: string[] = [];
  const held = new Map<string, ServerResponse>();
  const waiters: (() => void)[] = [];
  const server = createAppServer(
    (req: IncomingMessage, res: ServerResponse) => {
      started.push(req.url ?? '');
      held.set(req.url ?? '', res);
      waiters.splice(0).forEach((wake) => wake());
    },
    undefined,
    limit,
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const startedCount = async (n: number) => {
    while (started.length < n) await new Promise<void>((wake) => waiters.push(wake));
  };
  const answer = (url: string) => held.get(url)!.end(url);
  return { origin, started, startedCount, answer };
}

describe('the render gate', () => {
  it('renders pages one at a time with a gate of one, in the order visitors came', async () => {
    const app = await heldServer(1);
    const first = fetch(`${app.origin}/p/first`);
    await app.startedCount(1);
    const second = fetch(`${app.origin}/p/second`);
    const third = fetch(`${app.origin}/p/third`);
    // An API call is not a render: it passes the queue.
    const api = fetch(`${app.origin}/api/ping`);
    await app.startedCount(2);
    expect(app.started).toEqual(['/p/first', '/api/ping']);
    app.answer('/api/ping');
    expect(await (await api).text()).toBe('/api/ping');

    app.answer('/p/first');
    expect(await (await first).text()).toBe('/p/first');
    await app.startedCount(3);
    expect(app.started.at(-1)).toBe('/p/second');
    app.answer('/p/second');
    await app.startedCount(4);
    expect(app.started.at(-1)).toBe('/p/third');
    app.answer('/p/third');
    expect(await Promise.all([second, third].map(async (r) => (await r).text()))).toEqual([
      '/p/second',
      '/p/third',
    ]);
  });

  it('frees the slot of a visitor who left, and skips a visitor who left while queued', async () => {
    const app = await heldServer(1);
    const leaving = new AbortController();
    const first = fetch(`${app.origin}/p/leaves`, { signal: leaving.signal }).catch(() => 'left');
    await app.startedCount(1);
    const queuedAndGone = new AbortController();
    const gone = fetch(`${app.origin}/p/gone`, { signal: queuedAndGone.signal }).catch(() => 'left');
    queuedAndGone.abort();
    expect(await gone).toBe('left');
    leaving.abort();
    expect(await first).toBe('left');
    const next = fetch(`${app.origin}/p/next`);
    await app.startedCount(2);
    expect(app.started).toEqual(['/p/leaves', '/p/next']);
    app.answer('/p/next');
    expect(await (await next).text()).toBe('/p/next');
  });
});

describe('createAdmissionGate', () => {
  it('admits up to its limit, wakes the longest waiting first, and ignores a second release', async () => {
    const gate = createAdmissionGate(2);
    const a = await gate.admit();
    const b = await gate.admit();
    const order: string[] = [];
    const c = gate.admit().then((release) => (order.push('c'), release));
    const d = gate.admit().then((release) => (order.push('d'), release));
    expect(gate.load).toEqual({ active: 2, waiting: 2 });
    a();
    a();
    await c;
    expect(order).toEqual(['c']);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    b();
    (await d)();
    (await c)();
    expect(order).toEqual(['c', 'd']);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('rendersPage', () => {
  const request = (method: string, url: string, accept = 'text/html') =>
    ({ method, url, headers: { accept } }) as unknown as IncomingMessage;

  it('counts page loads and leaves the API, Next files and event streams alone', () => {
    expect(rendersPage(request('GET', '/p/abc'))).toBe(true);
    expect(rendersPage(request('HEAD', '/pricing'))).toBe(true);
    expect(rendersPage(request('POST', '/p/abc'))).toBe(false);
    expect(rendersPage(request('GET', '/api/management/conversation/query'))).toBe(false);
    expect(rendersPage(request('GET', '/_next/static/chunks/a.js'))).toBe(false);
    expect(rendersPage(request('GET', '/p/abc', 'text/event-stream'))).toBe(false);
  });

  it('finds the API and Next files under the base path of a build that has one', () => {
    expect(rendersPage(request('GET', '/dh/p/abc'), '/dh')).toBe(true);
    expect(rendersPage(request('GET', '/dh/api/management/conversation/query'), '/dh')).toBe(false);
    expect(rendersPage(request('GET', '/dh/_next/static/chunks/a.js'), '/dh')).toBe(false);
  });
});

describe('renderConcurrency', () => {
  it('defaults to 8, takes 0 for no gate, and refuses anything but a whole number up to 1000', () => {
    expect(renderConcurrency(undefined)).toBe(8);
    expect(renderConcurrency(' ')).toBe(8);
    expect(renderConcurrency('0')).toBe(0);
    expect(renderConcurrency('32')).toBe(32);
    for (const bad of ['-1', '2.5', 'many', '1001'])
      expect(() => renderConcurrency(bad)).toThrow(/RENDER_CONCURRENCY/);
  });
});
