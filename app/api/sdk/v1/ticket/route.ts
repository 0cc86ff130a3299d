import { sdkTicketEndpoint } from '@/features/deploy/endpoints/open-api';
import { asJsonRequest, preflightAnswer, withCors } from '@/features/deploy/server/sdk/cors';
import { isEmbedOrigin, issueSdkTicket } from '@/features/deploy/server/sdk/ticket';
import { getDb } from '@/lib/server/db/client';
import { isSameOrigin } from '@/lib/server/http/origin';
import { apiRoute } from '@/lib/server/http/route';

/** Requests whose origin turned out allowed: only their answers name it for CORS. */
const readable = new WeakSet<Request>();

const issue = apiRoute(sdkTicketEndpoint, (ctx) =>
  issueSdkTicket(
    ctx.db,
    {
      appId: ctx.input.appId,
      origin: ctx.request.headers.get('origin'),
      ownOrigin: isSameOrigin(ctx.request.headers),
      ip: ctx.ip,
    },
    () => readable.add(ctx.request),
  ),
);

// POST /api/sdk/v1/ticket – the embed SDK's ticket for an application's frame, refused for an origin not allowed
export const POST = Object.assign(
  async (request: Request) => {
    const asked = asJsonRequest(request);
    const response = await issue(asked);
    return withCors(response, readable.has(asked) ? request.headers.get('origin') : null);
  },
  { contract: issue.contract },
);

// OPTIONS /api/sdk/v1/ticket – the preflight of a caller that posts JSON
export async function OPTIONS(request: Request) {
  const origin = request.headers.get('origin');
  const allowed = isSameOrigin(request.headers) || (await isEmbedOrigin(await getDb(), origin));
  return preflightAnswer(allowed ? origin : null);
}
