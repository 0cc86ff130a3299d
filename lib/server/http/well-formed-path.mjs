// Plain JavaScript so scripts/serve.mjs can import it before Next sees a request.

/**
 * Where a path that does not decode is sent. Folders starting with `_` are private in the app router, so no page or
 * route can ever live here: the proxy sends it to the 404 page, and under /api the catch-all answers the 404
 * envelope (app/api/[...path]/route.ts).
 */
export const MALFORMED_PATH = '/_malformed-path';

/**
 * A request target whose path does not decode (`/p/%c0%af`: percent-escapes that are not UTF-8) made Next answer
 * a plain-text 500 without any of the security headers. Such a path names nothing, so it is answered as a path
 * that names nothing: an API path as an unknown API path, any other as an unknown page, each with the usual
 * headers. The query is kept (`lang`); URLSearchParams reads a malformed escape in it as text.
 */
export function wellFormedTarget(target, basePath = '') {
  const queryAt = target.indexOf('?');
  const full = queryAt < 0 ? target : target.slice(0, queryAt);
  try {
    decodeURIComponent(full);
    return target;
  } catch {
    // Under a base path (BASE_PATH) the answer stays under it, where the proxy and the API's catch-all are.
    const under = basePath !== '' && (full === basePath || full.startsWith(`${basePath}/`));
    const path = under ? full.slice(basePath.length) : full;
    const api = path === '/api' || path.startsWith('/api/');
    return `${under ? basePath : ''}${api ? '/api' : ''}${MALFORMED_PATH}${queryAt < 0 ? '' : target.slice(queryAt)}`;
  }
}
