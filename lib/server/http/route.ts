import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { ApiCode, type ApiCodeValue } from '@/lib/contract/codes';
import type { Envelope } from '@/lib/contract/envelope';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { getDb, type Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { clientIp } from './client-ip';
import { ApiFailure } from './failure';
import { fileResponse, isFileAnswer, type FileAnswer } from './file-answer';
import { isRawAnswer, type RawAnswer } from './raw-answer';
import { readInput, readRawInput } from './input';
import { readMultipart, type MultipartOptions } from './multipart';
import { splitEffects, type ResponseEffects, type WithEffects } from './response-effects';
import { resolveIdentity, type Identity, type ResolvedIdentity } from './identity';
import { apiLang, apiMessage, type ApiLang } from './messages';
import { isSameOrigin } from './origin';
import { clearWebSessionCookies, readCookie, setWebSessionCookies } from './web-session-transport';
import { roleAllows, type OperatorPermission } from '@/lib/contract/operator-permissions';
import type { AnyEndpoint, Audience } from '@/lib/contract/endpoint';
import { resolveOperator, type OperatorIdentity } from '@/lib/server/operator/identity';

export { operatorAudience, type Audience } from '@/lib/contract/endpoint';

type IdentityOf<A extends Audience> = A extends 'customer' ? Identity : Identity | null;
type OperatorOf<A extends Audience> = A extends { operator: OperatorPermission } ? OperatorIdentity : null;

export interface RouteContext<
  I,
  A extends Audience,
  R extends Uint8Array | undefined = Uint8Array | undefined,
> {
  input: I;
  /** The body's exact bytes, on routes whose server options ask for them (`rawBody: true`). */
  rawBody: R;
  request: Request;
  db: Db;
  lang: ApiLang;
  ip: string;
  requestId: string;
  identity: IdentityOf<A>;
  /** The signed-in operator, on operator routes only. */
  operator: OperatorOf<A>;
  /** The browser app (`x-dh-client: web`): keep the token in the sealed cookie, never in the body. */
  webClient: boolean;
  /** A cookie of the request; one that does not decode counts as absent. */
  cookie: (name: string) => string | undefined;
}

/** What the wrapper reads off an endpoint and its server options. */
interface RouteOptions<S extends z.ZodType, A extends Audience> {
  input?: S;
  audience: A;
  /** Visitor and public routes: the customer's identity too when one is sent (a console preview, a logout). */
  identity?: 'optional';
  /** Bodies above this size are refused before parsing (default 64 KiB). */
  maxBodyBytes?: number;
  /** Takes a `multipart/form-data` body (uploads) instead of JSON: its fields are the input, files as `File`s. */
  multipart?: MultipartOptions;
  rawBody?: boolean;
}

/**
 * What a route declares, carried by its handler: a test walks every route's input schema through it (every text
 * field of every request must refuse a NUL before the database sees it).
 */
export interface RouteContract {
  input?: z.ZodType;
  audience: Audience;
  multipart: boolean;
  /** The endpoint it serves, from its feature's contract (the registry and the reference read it). */
  endpoint: AnyEndpoint;
}

/** What only the server knows about an endpoint: body limits. */
export interface ServerOptions {
  /** Bodies above this size are refused before parsing (default 64 KiB). */
  maxBodyBytes?: number;
  /** The limits of a `multipart` endpoint's body (required when the endpoint is `multipart`). */
  multipart?: MultipartOptions;
  /**
   * Hand the handler the body's exact bytes as `ctx.rawBody` (payment notifications verify a signature over them).
   * The input is still parsed from them when they are JSON; any other body (XML) gives an empty input.
   */
  rawBody?: boolean;
}

type RawBodyOf<S extends ServerOptions> = S extends { rawBody: true } ? Uint8Array : undefined;

type EndpointData<E extends AnyEndpoint> = z.input<E['output']>;
/** What a handler of `E` may answer: its data (with effects), or bytes when the endpoint answers a file or a stream. */
export type EndpointAnswer<E extends AnyEndpoint> =
  EndpointData<E> | WithEffects<EndpointData<E>> | FileAnswer | RawAnswer;
type EndpointHandlerInput<E extends AnyEndpoint> = [NonNullable<E['input']>] extends [never]
  ? Record<string, unknown>
  : z.output<NonNullable<E['input']>>;

/** Integration tests set it: every answer is checked against its endpoint's output schema (never in production). */
const checkResponses = () => process.env.DH_CHECK_RESPONSES === '1';
const RESPONSE_MISMATCHES = Symbol.for('dh.responseMismatches');

export type ApiHandler = ((request: Request) => Promise<Response>) & { readonly contract: RouteContract };

/** The HTTP status of a failure code (200 for the rest); the API reference lists each with it. */
export const HTTP_STATUS: Partial<Record<ApiCodeValue, number>> = {
  [ApiCode.validation]: 400,
  [ApiCode.badJson]: 400,
  [ApiCode.unauthenticated]: 401,
  [ApiCode.notFound]: 404,
  [ApiCode.sessionChanged]: 409,
  [ApiCode.embedOriginRefused]: 403,
  [ApiCode.embedAppUnavailable]: 404,
  [ApiCode.unsupportedMediaType]: 415,
  [ApiCode.rateLimited]: 429,
  [ApiCode.loginLocked]: 429,
  [ApiCode.internal]: 500,
  [ApiCode.upstreamFailed]: 502,
};
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one wrapper every route handler goes through: identity from the token, Origin check for cookie calls,
 * input parsed with the contract's zod schema, `{ code, message, data }` out, errors logged with a request id.
 */
export function apiRoute<const E extends AnyEndpoint, const S extends ServerOptions = ServerOptions>(
  endpoint: E,
  handler: (
    ctx: RouteContext<EndpointHandlerInput<E>, E['audience'], RawBodyOf<S>>,
  ) => Promise<EndpointAnswer<E>>,
  server?: S,
): ApiHandler;
export function apiRoute(
  endpoint: AnyEndpoint,
  handler: (ctx: RouteContext<unknown, Audience, Uint8Array | undefined>) => Promise<unknown>,
  server: ServerOptions = {},
): ApiHandler {
  if (endpoint.multipart && !server.multipart)
    throw new Error(`${endpoint.method} ${endpoint.path}: a multipart endpoint needs its body limits`);
  if (server.rawBody && server.multipart)
    throw new Error(`${endpoint.method} ${endpoint.path}: a multipart body is not handed over raw`);
  const options: RouteOptions<z.ZodType, Audience> = {
    input: endpoint.input,
    audience: endpoint.audience,
    identity: endpoint.identity,
    maxBodyBytes: server.maxBodyBytes,
    multipart: server.multipart,
    rawBody: server.rawBody,
  };
  const contract: RouteContract = {
    input: options.input,
    audience: options.audience,
    multipart: !!options.multipart,
    endpoint,
  };
  const route = async (request: Request) => {
    const started = Date.now();
    const requestId = randomUUID();
    const lang = apiLang(request);
    let effects: ResponseEffects = {};
    let code: ApiCodeValue = ApiCode.ok;
    let message = apiMessage('ok', lang);
    let data: unknown = null;
    let file: Response | null = null;
    let raw: Response | null = null;
    try {
      const answer = await run(request, options, handler, { requestId, lang });
      if (isFileAnswer(answer)) file = fileResponse(answer);
      if (isRawAnswer(answer)) raw = answer.response;
      const outcome = splitEffects(answer);
      effects = outcome.effects;
      data = outcome.data ?? null;
      if (!file && !raw && checkResponses()) checkResponse(endpoint, data);
    } catch (error) {
      if (error instanceof ApiFailure) {
        code = error.code;
        message = apiMessage(error.messageKey, lang, error.params);
        data = error.data;
        if (error.endWebSession) effects = { webSession: 'end' };
      } else {
        code = ApiCode.internal;
        message = apiMessage('internal', lang);
        // A browser that navigated away mid-request is not a server fault: no alarm for it.
        if (request.signal.aborted)
          log.info({ requestId, path: new URL(request.url).pathname }, 'request aborted by the client');
        else log.error({ requestId, err: error, path: new URL(request.url).pathname }, 'request failed');
      }
    }
    const body: Envelope = { code, message, data };
    // A file answer (a download) goes out as its bytes; any failure before it answers the envelope.
    const response = raw ?? file ?? NextResponse.json(body, { status: HTTP_STATUS[code] ?? 200 });
    response.headers.set('x-request-id', requestId);
    // A raw answer (an event stream, an immutable clip) brings its own caching.
    if (!raw) response.headers.set('cache-control', 'no-store');
    if (response instanceof NextResponse) {
      if (effects.webSession === 'end') clearWebSessionCookies(response);
      else if (effects.webSession) await setWebSessionCookies(response, effects.webSession);
      for (const { name, value, options } of effects.cookies ?? [])
        response.cookies.set(name, value, options);
    }
    log.info(
      {
        requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        code,
        ms: Date.now() - started,
      },
      'api',
    );
    return response;
  };
  return Object.assign(route, { contract });
}

async function run<S extends z.ZodType, A extends Audience>(
  request: Request,
  options: RouteOptions<S, A>,
  handler: (ctx: RouteContext<z.output<S>, A, Uint8Array | undefined>) => Promise<unknown>,
  meta: { requestId: string; lang: ApiLang },
) {
  const webClient = request.headers.get(WEB_CLIENT_HEADER) === 'web';
  const db = await getDb();
  const { audience } = options;
  const readsCustomer = audience === 'customer' || options.identity === 'optional';
  const resolved: ResolvedIdentity = readsCustomer
    ? await resolveIdentity(db, request)
    : { identity: null, viaCookie: false };
  const { identity } = resolved;
  // Operator routes read the operator cookie only: a customer's token or cookie does not count there.
  const operator = typeof audience === 'object' ? await resolveOperator(db, request) : null;
  const viaCookie = resolved.viaCookie || typeof audience === 'object';
  if (STATE_CHANGING.has(request.method)) {
    const origin = request.headers.get('origin');
    if (
      (viaCookie && !isSameOrigin(request.headers)) ||
      (webClient && origin && !isSameOrigin(request.headers))
    )
      throw new ApiFailure(ApiCode.badOrigin, 'badOrigin');
  }
  if (audience === 'customer' && !identity) throw sessionFailure(resolved);
  if (typeof audience === 'object') {
    if (!operator) throw new ApiFailure(ApiCode.unauthenticated, 'unauthenticated');
    if (!roleAllows(operator.role, audience.operator))
      throw new ApiFailure(ApiCode.forbidden, 'operatorForbidden');
  }
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  let rawBody: Uint8Array | undefined;
  let raw: Record<string, unknown>;
  if (options.multipart) raw = await readMultipart(request, options.multipart);
  else if (options.rawBody) ({ input: raw, rawBody } = await readRawInput(request, maxBodyBytes));
  else raw = await readInput(request, maxBodyBytes);
  if (identity) refuseForeignIds(raw, identity);
  const input = options.input ? parseInput(options.input, raw) : raw;

  return handler({
    input: input as z.output<S>,
    rawBody,
    request,
    db,
    lang: meta.lang,
    ip: clientIp(request.headers),
    requestId: meta.requestId,
    identity: identity as RouteContext<z.output<S>, A>['identity'],
    operator: operator as RouteContext<z.output<S>, A>['operator'],
    webClient,
    cookie: (name) => readCookie(request.headers, name),
  });
}

/** A test run's guard: an answer its endpoint's schema does not describe fails the call (and so the test). */
function checkResponse(endpoint: AnyEndpoint, data: unknown) {
  // The schema describes the wire: what JSON makes of the data (dates as strings, no undefined).
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const result = endpoint.output.safeParse(wire);
  if (result.success) return;
  const mismatch = `${endpoint.method} ${endpoint.path} answered data its output schema does not describe: ${result.error.message}`;
  // Kept where the test run's own hook finds it (tests/integration/support/response-check.ts), since a test that
  // does not look at the code would not notice the 500 alone.
  ((globalThis as Record<symbol, string[]>)[RESPONSE_MISMATCHES] ??= []).push(mismatch);
  throw new Error(mismatch);
}

/** No credential: 40100. A dead one: 50102, or 1000005 when a newer login replaced it; cookies go too. */
function sessionFailure({ failure, viaCookie }: ResolvedIdentity): ApiFailure {
  if (!failure) return new ApiFailure(ApiCode.unauthenticated, 'unauthenticated');
  return failure === 'elsewhere'
    ? new ApiFailure(ApiCode.loggedInElsewhere, 'loggedInElsewhere', { endWebSession: viaCookie })
    : new ApiFailure(ApiCode.loginExpired, 'loginExpired', { endWebSession: viaCookie });
}

/** A corporation never reaches another's data: ids sent by the client must be the token's own. */
function refuseForeignIds(raw: Record<string, unknown>, identity: Identity) {
  for (const [key, own] of [
    ['userId', identity.userId],
    ['corpId', identity.corpId],
  ] as const) {
    const sent = raw[key];
    if (sent !== undefined && sent !== null && sent !== '' && String(sent) !== own)
      throw new ApiFailure(ApiCode.forbidden, 'forbidden');
  }
}

function parseInput<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  // One message per field, the first rule it breaks (an empty email is `required`, not also `emailInvalid`).
  const fields = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    // Contract schemas carry message keys of the `Validation` namespace; zod's own texts become `invalid`.
    if (!fields.has(field)) fields.set(field, /^[A-Za-z]+$/.test(issue.message) ? issue.message : 'invalid');
  }
  const list = [...fields].map(([field, message]) => ({ field, message }));
  throw new ApiFailure(ApiCode.validation, 'validation', { data: { fields: list } });
}
