import type { z } from 'zod';
import type { ApiCodeValue } from './codes';
import type { OperatorPermission } from './operator-permissions';

// One endpoint, declared once in its feature's contract and read by three parties: the route file (`apiRoute`
// takes it: audience, input schema, body kind), the API client (method and path) and `npm run openapi` (the
// reference). Its `output` is a zod schema of the envelope's `data`, so the reference cannot drift from what the
// handler answers: integration tests check every answer against it (`DH_CHECK_RESPONSES`, see route.ts).

/**
 * Who an endpoint serves. `customer`: a signed-in customer (token or the web session cookie). `operator`: a platform
 * operator (the operator cookie) holding the permission. `visitor`: the runtime and the pages visitors open (no
 * customer identity, or one when `identity: 'optional'`). `public`: sign-in, registration, captchas. A customer's
 * credential is never an operator's, nor the reverse: each audience reads only its own.
 */
export type Audience = 'customer' | 'visitor' | 'public' | { operator: OperatorPermission };

/** The audience of an operator endpoint needing `permission`. */
export const operatorAudience = <P extends OperatorPermission>(permission: P) => ({ operator: permission });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the endpoint answers besides the `{ code, message, data }` envelope: `file` (bytes: a download, an audio
 * clip), `stream` (server-sent events or a byte range), `redirect` (a 303 to a page: the browser's own plumbing).
 * Failures before it still answer the envelope.
 */
export type AnswerKind = 'envelope' | 'file' | 'stream' | 'redirect';

export interface EndpointDefinition<
  I extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
  A extends Audience = Audience,
> {
  method: HttpMethod;
  /** The path under `/api`, as the client sends it: `/management/kbUserFile/delFile`. */
  path: string;
  /** One line for the reference. */
  summary: string;
  description?: string;
  /** The reference's group (the feature, in words: `Knowledge base`). */
  tag: string;
  audience: A;
  /** Visitor and public endpoints: the customer's identity too when one is sent (a console preview, a logout). */
  identity?: 'optional';
  /**
   * A credential the handler checks itself, beyond the audience: `appKey`, the application's APPKey a customer's
   * server sends as `Authorization: Bearer sk_…` (the open API). The reference names it as the security scheme.
   */
  credential?: 'appKey';
  /** The request: query string for GET and DELETE, JSON body otherwise, form fields when `multipart`. */
  input?: I;
  /** Takes a `multipart/form-data` body (uploads) instead of JSON. */
  multipart?: boolean;
  /** The envelope's `data` on success (`z.null()` when there is none), or a description of the bytes. */
  output: O;
  answer?: AnswerKind;
  /** The media type of a `file` or `stream` answer (`text/event-stream`, `audio/mpeg`, a spreadsheet's). */
  contentType?: string;
  /** The failure codes worth a client's branch, beyond the ones every endpoint of its audience may answer. */
  errors?: readonly ApiCodeValue[];
  /** Left out of the published reference (the back office, the browser's own plumbing); still registered. */
  internal?: boolean;
}

export type AnyEndpoint = EndpointDefinition<z.ZodType | undefined, z.ZodType, Audience>;

/** Declares an endpoint; the `const` parameters keep the audience literal, so handlers get the right identity type. */
export const defineEndpoint = <
  const A extends Audience,
  O extends z.ZodType,
  I extends z.ZodType | undefined = undefined,
>(
  endpoint: EndpointDefinition<I, O, A>,
): Readonly<EndpointDefinition<I, O, A>> => Object.freeze(endpoint);

/** The input a client sends for an endpoint (what its form fills in). */
export type EndpointInput<E extends AnyEndpoint> = [NonNullable<E['input']>] extends [never]
  ? undefined
  : z.input<NonNullable<E['input']>>;
/** The `data` a client receives. */
export type EndpointOutput<E extends AnyEndpoint> = z.output<E['output']>;
