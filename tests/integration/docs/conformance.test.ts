import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { sampleValue } from '@/features/docs/reference/example';
import { settleAfterResponse } from '@/lib/server/after-response';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';
import { handlersOf, routeFiles, type RouteHandler } from '@/tests/integration/support/route-files';

// What a schemathesis-like tool does to the server: walk every operation of the published document (the committed
// public/openapi.json), send requests generated from its schemas (a valid one, then a required field missing, a wrong
// type, an oversize value, and no credential where one is needed) through the real route handlers, and check that
// every answer's status is one the document declares for the operation and its JSON body matches that status's
// schema. A mismatch is fixed in the generator (lib/server/openapi) or in the endpoint's declared output.

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const document = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../public/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const schemas = document.components.schemas;

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema({ $id: 'doc', components: document.components });
const withDocRefs = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema;

interface Case {
  label: string;
  query: Record<string, string>;
  body?: string;
  token?: string;
}

function casesFor(operation: Operation, token: string): Case[] {
  const needsToken =
    operation.security.length > 0 && operation.security.every((entry) => Object.keys(entry).length);
  const query = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, String(sampleValue(parameter.schema, schemas) ?? '')]),
  );
  const json = operation.requestBody?.content['application/json']?.schema;
  const valid = json ? (sampleValue(json, schemas) as Record<string, unknown>) : undefined;
  const required = json ? (((json.required as string[] | undefined) ?? [])[0] ?? undefined) : undefined;
  const cases: Case[] = [{ label: 'valid', query, ...(valid ? { body: JSON.stringify(valid) } : {}), token }];
  if (needsToken)
    cases.push({ label: 'no credential', query, ...(valid ? { body: JSON.stringify(valid) } : {}) });
  if (valid && required) {
    const missing = { ...valid };
    delete missing[required];
    cases.push({ label: `missing ${required}`, query, body: JSON.stringify(missing), token });
    cases.push({
      label: `wrong type ${required}`,
      query,
      body: JSON.stringify({ ...valid, [required]: { x: [1] } }),
      token,
    });
    cases.push({
      label: `oversize ${required}`,
      query,
      body: JSON.stringify({ ...valid, [required]: 'x'.repeat(100_000) }),
      token,
    });
  }
  const firstQuery = Object.keys(query)[0];
  if (firstQuery && !json)
    cases.push({
      label: `wrong query ${firstQuery}`,
      query: { ...query, [firstQuery]: 'x'.repeat(5000) },
      token,
    });
  return cases;
}

/** Document path `/a/{id}` from the route folder `a/[id]`. */
const templateOf = (route: string) => `/${route.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}')}`;

async function send(handler: RouteHandler['handler'], method: string, apiPath: string, example: Case) {
  const url = new URL(`/api${apiPath.replace(/\{(\w+)\}/g, 'x')}`, ORIGIN);
  for (const [key, value] of Object.entries(example.query)) url.searchParams.set(key, value);
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp(), origin: ORIGIN });
  if (example.token) headers.set('authorization', `Bearer ${example.token}`);
  if (example.body !== undefined) headers.set('content-type', 'application/json');
  const response = await handler(new Request(url, { method, headers, body: example.body }));
  await settleAfterResponse();
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return {
    status: response.status,
    type,
    body: type.includes('json') ? (JSON.parse(text) as unknown) : text,
  };
}

describe('the server answers as its OpenAPI document says', () => {
  it('walks every operation with valid and invalid requests', async () => {
    const handlers = new Map<string, RouteHandler>();
    for (const file of routeFiles())
      for (const handler of await handlersOf(file))
        handlers.set(`${handler.method} ${templateOf(handler.route)}`, handler);
    let account = await loggedInAccount();
    const defects: string[] = [];
    let sent = 0;
    for (const [apiPath, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const route = handlers.get(`${method.toUpperCase()} ${apiPath}`);
        if (!route) {
          defects.push(`${method.toUpperCase()} ${apiPath}: no route file`);
          continue;
        }
        for (const example of casesFor(operation, account.token)) {
          const answer = await send(route.handler, method.toUpperCase(), apiPath, example);
          sent += 1;
          const where = `${method.toUpperCase()} ${apiPath} (${example.label}) → ${answer.status}`;
          const declared = operation.responses[String(answer.status)];
          if (!declared) {
            defects.push(`${where}: status not declared ${JSON.stringify(answer.body).slice(0, 160)}`);
            continue;
          }
          const content = declared.content?.[answer.type.split(';')[0]!.trim()];
          if (content && answer.type.includes('json')) {
            const validate = ajv.compile(withDocRefs(content.schema));
            if (!validate(answer.body))
              defects.push(
                `${where}: body ${JSON.stringify(answer.body).slice(0, 160)} ${ajv.errorsText(validate.errors)}`,
              );
          }
        }
        // An operation that ended the session (logout, account deletion) leaves the next one a fresh login.
        const check = await send(
          handlers.get('GET /sys-api/user/info')!.handler,
          'GET',
          '/sys-api/user/info',
          {
            label: 'session',
            query: {},
            token: account.token,
          },
        );
        if ((check.body as { code?: number }).code !== 0) account = await loggedInAccount();
      }
    expect(sent).toBeGreaterThan(300);
    expect(defects).toEqual([]);
  }, 600_000);
});
