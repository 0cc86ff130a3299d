import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A small S3 stand-in: PUT stores the body and its content type under the request path, GET answers it, DELETE
 * removes it. It checks nothing about signatures; the test reads what each request carried.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: SeenRequest[] = [];
  let failWith: number | null = null;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://s3').pathname;
    seen.push({ method: req.method ?? '', path, headers: req.headers });
    if (failWith !== null) {
      res
        .writeHead(failWith, { 'content-type': 'application/xml' })
        .end('<Error><Code>InternalError</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? '' });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object)
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
      else
        res
          .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
          .end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    /** Every request is answered with this HTTP status, as a failing store would; null: work again. */
    failWith: (status: number | null) => {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
