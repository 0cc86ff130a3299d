import { z } from 'zod';
import { textField } from '@/lib/contract/fields';

// Build your own (spec §2 build-your-own, §7 generate secret, userConfig): the corporation's tenant JWT secret, with
// which its own server signs short-lived visitor tokens, and the connection URL such a token opens. No platform key
// ever reaches the visitor's browser.

/** The secret's prefix, so a leaked one is recognisable (secret scanners, logs). */
export const TENANT_SECRET_PREFIX = 'tjs_';

/** The rules of a visitor token, shown on the console page and enforced by the server. */
export const VISITOR_TOKEN = {
  /** HMAC-SHA256 with the whole secret string (UTF-8 bytes, prefix included) as the key; no other algorithm. */
  alg: 'HS256',
  /** `exp − iat` may not exceed this. */
  maxLifetimeS: 3600,
  /** What the examples use: long enough to open the page, too short to be worth stealing. */
  recommendedLifetimeS: 300,
  /** How far the customer's clock may differ from the platform's. */
  clockToleranceS: 30,
  jtiMax: 128,
  subMax: 128,
  requiredClaims: ['app', 'exp', 'iat', 'jti'],
  optionalClaims: ['sub'],
} as const;

/** How long a page opened with a token may (re)start conversations: the platform ticket's lifetime (tickets.ts). */
export const PAGE_TICKET_MINUTES = 15;

/** Why a visitor token is refused; the console's token check names it, the visitor's page says it plainly. */
export const VISITOR_TOKEN_REFUSALS = [
  'malformed',
  'algorithm',
  'signature',
  'expired',
  'issuedInFuture',
  'lifetimeTooLong',
  'missingClaim',
  'wrongApp',
  'replayed',
  'noSecret',
  'unknownApp',
] as const;
export type VisitorTokenRefusal = (typeof VISITOR_TOKEN_REFUSALS)[number];

/**
 * Where a visitor token opens the application's hosted page (hostedPagePath), as the console shows it with its two
 * blanks; the token is used up when the page opens.
 */
export const CONNECTION_URL_TEMPLATE = '/collection/preview/{appId}?token={token}';

/**
 * `POST /conversation-api/secret/generate` (spec: GET generate secret). POST because it changes state: a GET would
 * skip the wrapper's Origin check for cookie calls (a cross-site link could rotate the secret) and may be
 * prefetched or cached. The first secret needs no flag; replacing one needs `rotate: true`, so a stray call
 * never cuts off the customer's servers.
 */
export const generateSecretRequest = z.object({ rotate: z.boolean('invalid').optional().default(false) });
export type GenerateSecretRequest = z.input<typeof generateSecretRequest>;

const visitorToken = textField({ trim: false }).min(1, 'required').max(4000, 'tooLong');

/** `POST /open/v1/ticket`: a customer's server (or app) exchanges a visitor token for a platform ticket. */
export const openTicketRequest = z.object({ token: visitorToken });
export type OpenTicketRequest = z.input<typeof openTicketRequest>;

/** `POST /management/userConfig/checkToken`: says whether a token would open a page, without using it up. */
export const checkTokenRequest = z.object({ token: visitorToken });
export type CheckTokenRequest = z.input<typeof checkTokenRequest>;

/** The tenant JWT settings (spec userConfig/query): never the secret itself. */
export const tenantJwtDto = z.object({
  secretSet: z.boolean(),
  /** Its prefix and last characters, e.g. `tjs_…x9Qa`. */
  secretHint: z.string().nullable(),
  /** When the current secret was generated (ISO). */
  rotatedAt: z.string().nullable(),
  /** The platform origin connection URLs start with. */
  origin: z.string(),
});
export type TenantJwtDto = z.infer<typeof tenantJwtDto>;

/** The generate answer: the only time the secret is sent in full. */
export const generatedSecretDto = z.object({
  secret: z.string(),
  secretHint: z.string(),
  rotatedAt: z.string(),
});
export type GeneratedSecretDto = z.infer<typeof generatedSecretDto>;

export const openTicketDto = z.object({
  appId: z.string(),
  /** The platform's ticket: starts this application's conversations (and restarts) until it expires. */
  ticket: z.string(),
  expiresInS: z.number().int(),
  /** The hosted page carrying the ticket, for a webview or a redirect. */
  url: z.string(),
  /** The visitor token's `sub`, when it had one. */
  visitor: z.string().nullable(),
});
export type OpenTicketDto = z.infer<typeof openTicketDto>;

export const tokenCheckDto = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    appId: z.string(),
    visitor: z.string().nullable(),
    expiresAt: z.string(),
  }),
  z.object({ valid: z.literal(false), reason: z.enum(VISITOR_TOKEN_REFUSALS) }),
]);
export type TokenCheckDto = z.infer<typeof tokenCheckDto>;

export const tenantPaths = {
  jwt: '/management/userConfig/tenantJwt',
  generate: '/conversation-api/secret/generate',
  checkToken: '/management/userConfig/checkToken',
  openTicket: '/open/v1/ticket',
} as const;
