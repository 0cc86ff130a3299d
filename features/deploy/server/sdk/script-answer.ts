import 'server-only';
import { createHash } from 'node:crypto';
import { SDK_SCRIPT } from './script.generated';

/** The path is versioned, so a short freshness is safe; a stale copy may serve a day while it is revalidated. */
export const SDK_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

const body = new TextEncoder().encode(SDK_SCRIPT);
/** Strong: the same bytes always, so any cache (and Range) may rely on it. */
export const SDK_ETAG = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The embed SDK's script, or 304 when the browser's copy is this one. A plain script: no CORS is needed. */
export function sdkScriptAnswer(request: Request): Response {
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': SDK_CACHE_CONTROL,
    ETag: SDK_ETAG,
  };
  // If-None-Match compares weakly: a proxy that compressed the script may have made the tag weak (W/).
  const known = request.headers.get('if-none-match');
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === SDK_ETAG))
    return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { ...headers, 'Content-Length': String(body.byteLength) },
  });
}
