// `npm run serve`, and the server that `npm start`, the browser tests and `npm run perf` run: Next's request handler
// behind a small Node server that writes the connection's address into X-Forwarded-For before Next sees it. Route
// handlers never see the socket, and `next start` passes on an X-Forwarded-For the client wrote itself, which would
// let any client choose the address its rate limits are counted against (lib/server/http/forwarded-for.mjs).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  createAdmissionGate,
  renderConcurrency,
  rendersPage,
  waitForRenderSlot,
} from '../lib/server/http/admission.mjs';
import { basePathFromEnv } from '../lib/config/base-path-env.mjs';
import { rewriteForwardedFor } from '../lib/server/http/forwarded-for.mjs';
import { wellFormedTarget } from '../lib/server/http/well-formed-path.mjs';

export const KEEP_ALIVE_MS = 65_000;

/**
 * An HTTP server that hands each request to `handle` once its forwarding headers are ours, page requests through a
 * first-come, first-served gate of `renderLimit` renders at a time (lib/server/http/admission.mjs; 0: no gate).
 */
export function createAppServer(
  handle,
  trustProxy = process.env.TRUST_PROXY,
  renderLimit = renderConcurrency(process.env.RENDER_CONCURRENCY),
  basePath = basePathFromEnv(process.env),
) {
  const gate = renderLimit > 0 ? createAdmissionGate(renderLimit) : null;
  const server = http.createServer(async (req, res) => {
    rewriteForwardedFor(req.headers, req.socket.remoteAddress, trustProxy);
    req.url = wellFormedTarget(req.url ?? '/', basePath);
    try {
      if (gate && rendersPage(req, basePath) && !(await waitForRenderSlot(gate, req, res))) return;
      await handle(req, res);
    } catch (error) {
      console.error(`Failed to handle ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
  // Node closes an idle kept-alive connection after 5 s. A client (a load balancer, whose idle timeout is commonly
  // 60 s, or a test's API client) that sends on it at that moment gets ECONNRESET instead of an answer: idle
  // connections must outlive the client's reuse of them.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}

async function serve() {
  // What `next start` does too: a production server unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const { default: next } = await import('next');
  const port = Number(process.env.PORT || 3000);
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const server = createAppServer(app.getRequestHandler());
  server.listen(port, () => console.log(`  ▲ Serving the build on http://localhost:${port}`));
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeIdleConnections();
    // lib/server/shutdown.ts: e.g. the job worker handing its running jobs back to the queue.
    const hooks = [...(globalThis.__dhShutdownHooks ?? [])].map((hook) => hook());
    void Promise.allSettled([app.close(), ...hooks]).finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, close);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await serve();
