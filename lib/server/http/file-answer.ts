import 'server-only';

// A handler that answers a file (a spreadsheet, an export) returns `fileAnswer(…)`; the route wrapper sends it as
// a download instead of the JSON envelope. Failures before it still answer the envelope.

const FILE = Symbol('file answer');

export interface FileAnswer {
  [FILE]: true;
  body: Uint8Array | ReadableStream<Uint8Array>;
  contentType: string;
  /** The name the browser saves it under; any characters (sent as RFC 5987 `filename*`). */
  filename: string;
}

export const fileAnswer = (file: Omit<FileAnswer, typeof FILE>): FileAnswer => ({ [FILE]: true, ...file });

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && FILE in value;

/**
 * `attachment` with a plain ASCII `filename` for old clients and the exact name as UTF-8 in `filename*`
 * (RFC 6266 / RFC 5987): a Chinese name survives, and quotes or line breaks in it cannot break the header.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function fileResponse(file: FileAnswer): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.filename),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (file.body instanceof Uint8Array) headers.set('content-length', String(file.body.byteLength));
  return new Response(file.body as BodyInit, { status: 200, headers });
}
