import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from './failure';

/** Query parameters that belong to the transport, not to the request's own input. */
const TRANSPORT_PARAMS = new Set(['token', 'lang']);

/** GET and DELETE read the query string; other methods a JSON object body (an empty body counts as `{}`). */
export async function readInput(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') {
    const query: Record<string, unknown> = {};
    for (const [key, value] of new URL(request.url).searchParams) {
      if (!TRANSPORT_PARAMS.has(key)) query[key] = value;
    }
    return query;
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
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

const tooLarge = () =>
  new ApiFailure(ApiCode.validation, 'tooLarge', { data: { fields: [{ field: '_', message: 'tooLong' }] } });
