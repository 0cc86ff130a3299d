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
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') {
    const query: Record<string, unknown> = {};
    for (const [key, value] of new URL(request.url).searchParams) {
      if (!TRANSPORT_PARAMS.has(key)) query[key] = value;
    }
    return query;
  }
  const declared = request.headers.has('content-type');
  if (declared && !isJsonBody(request.headers)) throw unsupportedMediaType();
  const text = await readBody(request, maxBytes);
  if (!declared && text.length > 0) throw unsupportedMediaType();
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

/**
 * The body as text, read chunk by chunk and abandoned once it passes `maxBytes`: a body sent without
 * Content-Length (chunked) would otherwise be held in memory whole before its size is known.
 */
async function readBody(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
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
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiFailure(ApiCode.badJson, 'badJson');
  }
}

const unsupportedMediaType = () => new ApiFailure(ApiCode.unsupportedMediaType, 'unsupportedMediaType');

const tooLarge = () =>
  new ApiFailure(ApiCode.validation, 'tooLarge', { data: { fields: [{ field: '_', message: 'tooLong' }] } });
