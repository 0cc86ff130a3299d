import 'server-only';

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 §14.1.2: `a-b`, `a-`, `-n`), clamped to the size; null for
 * no header, a malformed one or several ranges (all answered with the whole body, as the RFC allows);
 * 'unsatisfiable' for a range that starts past the end.
 */
export function parseByteRange(header: string | null, size: number): ByteRange {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Bytes answered whole (200) or by the request's range (206, or 416 when it cannot be met), ranges announced. */
export function bytesResponse(
  request: Request,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Response {
  const size = bytes.byteLength;
  const range = parseByteRange(request.headers.get('range'), size);
  const common = { ...headers, 'accept-ranges': 'bytes' };
  if (range === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...common, 'content-range': `bytes */${size}` } });
  if (!range)
    return new Response(bytes as BodyInit, {
      status: 200,
      headers: { ...common, 'content-length': String(size) },
    });
  const part = bytes.subarray(range.start, range.end + 1);
  return new Response(part as BodyInit, {
    status: 206,
    headers: {
      ...common,
      'content-length': String(part.byteLength),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
  });
}
