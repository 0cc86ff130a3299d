import { openTicketEndpoint } from '@/features/deploy/endpoints/open-api';
import { exchangeVisitorToken } from '@/features/deploy/server/tenant/token-ticket';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { apiRoute } from '@/lib/server/http/route';
import { requestSite } from '@/lib/seo/request-site';

// A customer's server opens a handful of pages a second at most; this keeps a flood off the database.
const perIp = { keyPrefix: 'open-ticket:ip:60s', points: 300, duration: 60 };

// POST /api/open/v1/ticket – a customer's visitor token used up for a platform ticket and the hosted page URL
export const POST = apiRoute(openTicketEndpoint, async ({ db, input, ip, request }) => {
  await consumeAll([[perIp, ip]]);
  return exchangeVisitorToken(db, input.token, requestSite(request.headers).origin);
});
