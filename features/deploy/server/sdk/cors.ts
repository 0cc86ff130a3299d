import 'server-only';

// The ticket endpoint is called from customers' pages: the browser lets a page read the answer only when it names
// the page's origin, which it does for allowed origins alone.

/** Lets `origin` read this answer; every answer says it depends on the Origin (caches keep them apart). */
export function withCors(response: Response, origin: string | null): Response {
  response.headers.append('Vary', 'Origin');
  if (origin) response.headers.set('Access-Control-Allow-Origin', origin);
  return response;
}

/** The preflight of a caller that sends JSON: allowed origins may POST it, for ten minutes. */
export function preflightAnswer(origin: string | null): Response {
  const response = new Response(null, { status: 204 });
  if (origin) {
    response.headers.set('Access-Control-Allow-Methods', 'POST');
    response.headers.set('Access-Control-Allow-Headers', 'content-type');
    response.headers.set('Access-Control-Max-Age', '600');
  }
  return withCors(response, origin);
}

/**
 * The SDK posts its JSON as `text/plain`: a "simple" request needs no preflight, so the ticket costs one round trip
 * and the server itself sees (and refuses) every origin. The endpoint reads no cookie, so a simple request carries
 * no one's authority.
 */
export function asJsonRequest(request: Request): Request {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('text/plain')) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  // The body streams on unread, so the route's size limit still applies to it.
  const init = { method: request.method, headers, body: request.body, duplex: 'half' };
  return new Request(request.url, init as RequestInit);
}
