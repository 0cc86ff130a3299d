import 'server-only';
import { ApiCode, type ApiCodeValue } from '@/lib/contract/codes';
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import { HTTP_STATUS } from '@/lib/server/http/route';
import type { JsonSchema } from './json-schema';

// The failures of the reference: one component of every code with its HTTP status, and per endpoint the codes it may
// answer, grouped by status (most failures travel with HTTP 200, their code in the envelope).

const CODE_NAMES = new Map<number, string>(Object.entries(ApiCode).map(([name, code]) => [code, name]));

export const statusOf = (code: ApiCodeValue) => HTTP_STATUS[code] ?? 200;

/** `components.schemas.ApiCode`: every code, its name and the HTTP status it is sent with. */
export function apiCodeSchema(): JsonSchema {
  return {
    description:
      "The envelope's `code`: 0 is success, any other a failure (`message` says it in the caller's language).",
    oneOf: [...CODE_NAMES].map(([code, name]) => ({
      const: code,
      title: name,
      description: `${name} (HTTP ${statusOf(code as ApiCodeValue)})`,
      'x-http-status': statusOf(code as ApiCodeValue),
    })),
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/** The codes an endpoint may answer: its own, and those the wrapper answers for its audience and body. */
export function failureCodes(endpoint: AnyEndpoint): ApiCodeValue[] {
  const codes = new Set<ApiCodeValue>(endpoint.errors ?? []);
  if (endpoint.input) codes.add(ApiCode.validation);
  if (STATE_CHANGING.has(endpoint.method)) {
    // A body of the wrong media type is refused either way: JSON where the endpoint takes a form, or the reverse.
    if (!endpoint.multipart) codes.add(ApiCode.badJson);
    codes.add(ApiCode.unsupportedMediaType);
    // The wrapper refuses a web-session or web-client call from another origin before it reads anything.
    codes.add(ApiCode.badOrigin);
  }
  if (endpoint.audience === 'customer') {
    codes.add(ApiCode.unauthenticated);
    codes.add(ApiCode.loginExpired);
    codes.add(ApiCode.loggedInElsewhere);
    codes.add(ApiCode.forbidden);
  }
  codes.add(ApiCode.internal);
  return [...codes].sort((a, b) => a - b);
}

/** The failure envelope restricted to `codes`. */
export const failureEnvelope = (codes: readonly ApiCodeValue[]): JsonSchema => ({
  allOf: [
    { $ref: '#/components/schemas/Failure' },
    { type: 'object', properties: { code: { enum: [...codes] } } },
  ],
});

export const describeCodes = (codes: readonly ApiCodeValue[]) =>
  codes.map((code) => `\`${code}\` ${CODE_NAMES.get(code)}`).join(', ');
