import 'server-only';
import type { ApiCodeValue } from '@/lib/contract/codes';
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import { apiCodeSchema, describeCodes, failureCodes, failureEnvelope, statusOf } from './errors';
import { toJsonSchema, type JsonSchema, type SchemaComponents } from './json-schema';
import { protocolAnswers } from './protocol-answers';

// The platform API's reference, an OpenAPI 3.1 document built from the endpoint registry: every endpoint not
// `internal`. `npm run openapi` writes it to public/openapi.json; the server may build it the same way.

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

type Operation = Record<string, unknown>;

const SECURITY_SCHEMES = {
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A customer's token (answered by `POST /sys-api/login`), sent as `Authorization: Bearer <token>` or as the " +
      '`token` query parameter. The web console sends it sealed in its session cookie instead.',
  },
  customerTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "The customer's token as a query parameter.",
  },
  appKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'APPKey (sk_…)',
    description:
      "An application's APPKey (shown once when the application is created or its key rotated), sent by the " +
      "customer's own server as `Authorization: Bearer sk_…`. Never put it in a page.",
  },
};

/** `/management/a/{clip}` → `getManagementAClip`: unique, as the registry holds no method and path twice. */
const operationId = ({ method, path }: AnyEndpoint) =>
  method.toLowerCase() +
  path
    .split(/[/{}_-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function security(endpoint: AnyEndpoint): Record<string, string[]>[] {
  if (endpoint.credential === 'appKey') return [{ appKey: [] }];
  const customer: Record<string, string[]>[] = [{ customerToken: [] }, { customerTokenQuery: [] }];
  if (endpoint.audience === 'customer') return customer;
  // Visitor and public endpoints take no credential; some read the customer's when one is sent.
  return endpoint.identity === 'optional' ? [{}, ...customer] : [];
}

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

function parameters(endpoint: AnyEndpoint, input: JsonSchema | undefined) {
  const inPath = pathNames(endpoint.path);
  const pathParameters = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!input || endpoint.method === 'POST' || endpoint.method === 'PUT') return pathParameters;
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const query = Object.entries(properties)
    .filter(([name]) => !inPath.includes(name))
    .map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      schema,
    }));
  return [...pathParameters, ...query];
}

function requestBody(endpoint: AnyEndpoint, input: JsonSchema | undefined) {
  if (!input || endpoint.method === 'GET' || endpoint.method === 'DELETE') return undefined;
  const type = endpoint.multipart ? 'multipart/form-data' : 'application/json';
  return {
    required: ((input.required ?? []) as string[]).length > 0,
    content: { [type]: { schema: input } },
  };
}

function success(endpoint: AnyEndpoint, data: JsonSchema): Record<string, Record<string, unknown>> {
  if (endpoint.answer === 'redirect')
    return {
      '303': { description: 'Goes to the page', headers: { Location: { schema: { type: 'string' } } } },
    };
  if (endpoint.answer === 'file' || endpoint.answer === 'stream') {
    const type = endpoint.contentType ?? 'application/octet-stream';
    const schema = type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: type };
    return {
      '200': {
        description: endpoint.answer === 'file' ? 'The file' : 'The stream',
        content: { [type]: { schema } },
      },
    };
  }
  const envelope = {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { const: 0 }, message: { type: 'string' }, data },
  };
  return { '200': { description: 'Success', content: { 'application/json': { schema: envelope } } } };
}

/** Failures by HTTP status; those sent with 200 join the success answer as an alternative. */
function withFailures(responses: Record<string, Record<string, unknown>>, codes: ApiCodeValue[]) {
  const byStatus = new Map<number, ApiCodeValue[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [status, list] of byStatus) {
    const failure = { schema: failureEnvelope(list) };
    const existing = responses[String(status)];
    const json = (existing?.content as Record<string, { schema: JsonSchema }> | undefined)?.[
      'application/json'
    ];
    if (existing && json) {
      json.schema = { oneOf: [json.schema, failure.schema] };
      existing.description = `${existing.description as string}, or a failure: ${describeCodes(list)}`;
    } else if (existing) {
      // A file or a stream answered with 200: a failure before it answers the envelope instead.
      (existing.content as Record<string, unknown>)['application/json'] = failure;
      existing.description = `${existing.description as string}, or a failure: ${describeCodes(list)}`;
    } else
      responses[String(status)] = {
        description: `Failure: ${describeCodes(list)}`,
        content: { 'application/json': failure },
      };
  }
  return responses;
}

function operation(endpoint: AnyEndpoint, components: SchemaComponents): Operation {
  const id = operationId(endpoint);
  const prefix = id[0]!.toUpperCase() + id.slice(1);
  const input = endpoint.input ? toJsonSchema(endpoint.input, 'input', components, prefix) : undefined;
  const data = toJsonSchema(endpoint.output, 'output', components, prefix);
  const codes = failureCodes(endpoint);
  return {
    operationId: id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    security: security(endpoint),
    parameters: parameters(endpoint, input),
    ...(requestBody(endpoint, input) ? { requestBody: requestBody(endpoint, input) } : {}),
    responses: withFailures(
      { ...success(endpoint, data), ...structuredClone(protocolAnswers(endpoint)) },
      codes,
    ),
    'x-error-codes': codes,
  };
}

/** The OpenAPI 3.1 document of every published endpoint, in the registry's order. */
export function openApiDocument(endpoints: readonly AnyEndpoint[], info: DocumentInfo) {
  const components: SchemaComponents = {};
  const paths: Record<string, Record<string, Operation>> = {};
  const published = endpoints.filter((endpoint) => !endpoint.internal);
  for (const endpoint of published)
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, components);
  const tags = [...new Set(published.map((endpoint) => endpoint.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api', description: 'This platform (its `serviceBaseUrl`)' }],
    tags,
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        ApiCode: apiCodeSchema(),
        Failure: {
          type: 'object',
          required: ['code', 'message', 'data'],
          properties: {
            code: { $ref: '#/components/schemas/ApiCode' },
            message: { type: 'string', description: "The failure in the caller's language (`lang`)." },
            data: {
              description:
                'For `40000` validation: `{ fields: [{ field, message }] }`; otherwise usually null.',
            },
          },
        },
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}
