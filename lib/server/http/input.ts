import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from './failure';
import { isJsonBody } from './json-body';

/** Query parameters that belong to the transport, not to the request's own input. */
const TRANSPORT_PARAMS = new Set(['token', 'lang']);

/**
 * GET and DELETE read the query string; other methods a JSON object body, sent as `application/json` (415
 * otherwise). An empty body without a content type counts as `{}`, for calls that take no input.
 */
export async function readInput(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (readsQuery(request)) return queryInput(request);
  const declared = request.headers.has('content-type');
  if (declared && !isJsonBody(request.headers)) throw unsupportedMediaType();
  const text = decodeUtf8(await readLimitedBytes(request, maxBytes));
  if (!declared && text.length > 0) throw unsupportedMediaType();
  return jsonObject(text);
}

/**
 * For a route that verifies a signature over the body (a payment notification): the body's exact bytes, read under
 * `maxBytes`, and the input parsed from them when they are JSON. Any other body (XML, a form) is the caller's to
 * read from the bytes, so it gives an empty input instead of a 415 or a `badJson` failure.
 */
export async function readRawInput(
  request: Request,
  maxBytes: number,
): Promise<{ input: Record<string, unknown>; rawBody: Uint8Array }> {
  const rawBody = await readLimitedBytes(request, maxBytes);
  if (readsQuery(request)) return { input: queryInput(request), rawBody };
  if (!isJsonBody(request.headers)) return { input: {}, rawBody };
  return { input: jsonObject(decodeUtf8(rawBody)), rawBody };
}

const readsQuery = (request: Request) =>
  request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD';

function queryInput(request: Request): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!TRANSPORT_PARAMS.has(key)) query[key] = value;
  }
  return query;
}

/** A JSON object body; empty text counts as `{}`, for calls that take no input. */
function jsonObject(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure(ApiCode.badJson, 'badJson');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [{ field: '_', message: 'invalid' }] },
    });
  return parsed as Record<string, unknown>;
}

/** The body as UTF-8 text; bytes that are not UTF-8 cannot be JSON. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiFailure(ApiCode.badJson, 'badJson');
  }
}

/**
 * The body's bytes, read chunk by chunk and abandoned once they pass `maxBytes`: a body sent without
 * Content-Length (chunked) would otherwise be held in memory whole before its size is known.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiFailure = defaultTooLarge,
): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const unsupportedMediaType = () => new ApiFailure(ApiCode.unsupportedMediaType, 'unsupportedMediaType');

const defaultTooLarge = () =>
  new ApiFailure(ApiCode.validation, 'tooLarge', { data: { fields: [{ field: '_', message: 'tooLong' }] } });
