import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { applicationPaths, openApplicationDto } from '@/features/deploy/contract/applications';
import { sdkTicketDto, sdkTicketRequest } from '@/features/deploy/contract/sdk';
import {
  openTicketDto,
  openTicketRequest,
  PAGE_TICKET_MINUTES,
  tenantPaths,
  VISITOR_TOKEN,
  VISITOR_TOKEN_REFUSALS,
} from '@/features/deploy/contract/tenant';
import { SDK_TICKET_PATH } from '@/features/deploy/contract/embed-snippet';
import { DEPLOY_TAG as tag } from './tag';

// What customers' own systems call: the open API (their servers) and the embed SDK's ticket (their pages). Neither
// reads a customer session: the open API's audience is `visitor`, and each endpoint says exactly what it authenticates
// with, so the reference can name the scheme. The limits quoted are the handlers' own (open-api.ts, app/api/open).

/** The path under `/api` of the SDK's ticket (SDK_TICKET_PATH is the full one the SDK's bundle calls). */
const sdkTicketPath = SDK_TICKET_PATH.replace(/^\/api/, '');

export const openApplicationEndpoint = defineEndpoint({
  method: 'GET',
  path: applicationPaths.open,
  summary: "The state of the application an APPKey belongs to, for the customer's own server",
  description: [
    "Authentication: the application's APPKey, sent as the header `Authorization: Bearer <APPKey>` (`Bearer` in any",
    'case, whitespace, then the key). An APPKey is `sk_` followed by 32 base64url characters; it is answered only when',
    'the application is created (createApplication) or its key rotated (rotateKey). It is a plain bearer secret: no',
    'signature, no timestamp, no other header, and it is not read from the query string. Call it from your server only.',
    'A missing, malformed, unknown or rotated key answers 40100 (HTTP 401); after 20 refused keys from one IP',
    'address within 10 minutes that address is refused with 42900 (HTTP 429, `data.retryAfterSeconds`) for 10 minutes.',
  ].join(' '),
  tag,
  audience: 'visitor',
  credential: 'appKey',
  output: openApplicationDto,
  errors: [ApiCode.unauthenticated, ApiCode.rateLimited],
});

export const openTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: tenantPaths.openTicket,
  summary: 'Use up a visitor token for a platform ticket and the hosted page that carries it',
  description: [
    'Authentication: the visitor token in the body (`token`), no APPKey and no header. The token is a JWT (compact',
    `JWS) your server signs with ${VISITOR_TOKEN.alg} (HMAC-SHA256; any other \`alg\` is refused), the key being the`,
    "corporation's tenant JWT secret (`tjs_…`, the whole string's UTF-8 bytes; from POST /conversation-api/secret/generate).",
    `Claims: \`app\` (the appId), \`iat\` and \`exp\` (Unix seconds, exp − iat at most ${VISITOR_TOKEN.maxLifetimeS} s,`,
    `${VISITOR_TOKEN.clockToleranceS} s clock tolerance), \`jti\` (at most ${VISITOR_TOKEN.jtiMax} characters; a token opens`,
    `one page only), optionally \`sub\` (at most ${VISITOR_TOKEN.subMax} characters, answered as \`visitor\`) and \`nbf\`.`,
    `A refused token answers 40300 with \`data.reason\` (${VISITOR_TOKEN_REFUSALS.join(', ')}); an application serving`,
    `no session 40400. The ticket starts the application's conversations for ${PAGE_TICKET_MINUTES} minutes.`,
    'At most 300 calls a minute from one IP address (42900).',
  ].join(' '),
  tag,
  audience: 'visitor',
  input: openTicketRequest,
  output: openTicketDto,
  errors: [ApiCode.forbidden, ApiCode.notFound, ApiCode.rateLimited],
});

export const sdkTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: sdkTicketPath,
  summary: "The embed SDK's ticket for an application's frame, for an allowed host page",
  description: [
    "Called by the embed SDK from the customer's page (CORS). No credential: the browser's `Origin` header must be",
    "one of the origins the application's corporation allows (hosted experience), else 40310 (HTTP 403); the answer",
    'is readable by allowed origins only. The body may be sent as `text/plain` JSON (no preflight). An unknown',
    'application, one serving no session or one whose resource ended answers 40410 (HTTP 404). At most 60 tickets a',
    'minute from one IP address (42900).',
  ].join(' '),
  tag,
  audience: 'visitor',
  input: sdkTicketRequest,
  output: sdkTicketDto,
  errors: [ApiCode.embedOriginRefused, ApiCode.embedAppUnavailable, ApiCode.rateLimited],
});
