import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

// A static server for an unzipped offline package (any static server would do): the offline app's bench and its
// browser journey serve the folder with it, on 127.0.0.1 — another origin than the platform's.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Answers the files of `folder` on a free port of 127.0.0.1; nothing outside it. */
export async function serveFolder(folder: string): Promise<{ url: string; server: Server }> {
  const root = path.resolve(folder);
  const server = createServer((request, response) => {
    const wanted = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, path.normalize(wanted === '/' ? '/index.html' : wanted));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, server };
}
