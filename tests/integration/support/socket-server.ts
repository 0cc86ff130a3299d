import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '@/scripts/serve.mjs';

type Route = (request: Request) => Promise<Response>;

/**
 * Hands a Node request to a route handler as Next does: the headers as they are by now, the body, and a signal that
 * aborts when the client hangs up; the answer goes back as it is produced (an event stream arrives event by event).
 */
async function toRoute(routes: Record<string, Route>, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost:3000');
  const route = routes[url.pathname];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hangUp = new AbortController();
  res.once('close', () => {
    if (!res.writableEnded) hangUp.abort();
  });
  const response = await route(
    new Request(url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      signal: hangUp.signal,
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  hangUp.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) res.write(read.value);
    res.end();
  } catch {
    res.destroy();
  }
}

/**
 * The server of `npm start` (scripts/serve.mjs) on a real socket, with route handlers in place of Next: what
 * reaches a handler is what a client on 127.0.0.1 can make it see.
 */
export async function socketServer(routes: Record<string, Route>) {
  const server: Server = createAppServer((req, res) => toRoute(routes, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}/api${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
