import 'server-only';
import type { z } from 'zod';
import { apiRoute, type ApiHandler, type RouteContext } from '@/lib/server/http/route';

export interface AudioAnswer {
  audio: Buffer;
  mimeType: string;
  /** Extra response headers, e.g. the clip's duration. */
  headers?: Record<string, string>;
}

/**
 * A route that answers audio bytes on success and the usual envelope on every failure. The one wrapper still
 * authenticates, parses the input and turns errors into translated envelopes; the bytes it cannot carry in JSON
 * are handed past it, keyed by the request.
 */
export function audioRoute<S extends z.ZodType>(
  options: { input: S },
  handler: (ctx: RouteContext<z.output<S>, 'customer'>) => Promise<AudioAnswer>,
): ApiHandler {
  const answers = new WeakMap<Request, AudioAnswer>();
  const envelope = apiRoute({ input: options.input, audience: 'customer' }, async (ctx) => {
    answers.set(ctx.request, await handler(ctx));
    return null;
  });
  const route = async (request: Request) => {
    const response = await envelope(request);
    const answer = answers.get(request);
    if (!answer) return response;
    const headers = new Headers({
      'content-type': answer.mimeType,
      'content-length': String(answer.audio.byteLength),
      // The same inputs always give the same clip, but a clip is the caller's own: no shared caches.
      'cache-control': 'private, max-age=3600',
      ...answer.headers,
    });
    const requestId = response.headers.get('x-request-id');
    if (requestId) headers.set('x-request-id', requestId);
    return new Response(new Uint8Array(answer.audio), { status: 200, headers });
  };
  return Object.assign(route, { contract: envelope.contract });
}
