import type { JsonSchema, ReferenceOperation } from './server/operations';

// Example requests built from the schemas: a value for every required field (and the optional ones a reader most
// likely needs), so the curl and fetch samples run as they are once the placeholders are filled in.

const MAX_DEPTH = 6;

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref as string | undefined;
  return ref ? (schemas[ref.split('/').pop()!] ?? {}) : schema;
}

/** A plausible value of `schema`: its example, const, default or first enum value, else one of its type. */
export function sampleValue(input: JsonSchema, schemas: Record<string, JsonSchema>, depth = 0): unknown {
  const schema = resolve(input, schemas);
  if (depth > MAX_DEPTH) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants?.length) return sampleValue(variants[0]!, schemas, depth + 1);
  if (Array.isArray(schema.allOf))
    return Object.assign(
      {},
      ...(schema.allOf as JsonSchema[]).map((part) => sampleValue(part, schemas, depth + 1)),
    );
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleValue(property, schemas, depth + 1)]),
      );
    }
    case 'array':
      return schema.items ? [sampleValue(schema.items as JsonSchema, schemas, depth + 1)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    default:
      return null;
  }
}

function stringSample(schema: JsonSchema): string {
  if (schema.format === 'email') return 'dev@example.com';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri') return 'https://example.com';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return 'string'.padEnd(min, 'x');
}

export interface ExampleRequest {
  method: string;
  /** The path under the API's base, with path and query parameters filled in. */
  url: string;
  body?: string;
  multipart: boolean;
  needsToken: boolean;
}

export function exampleRequest(
  operation: ReferenceOperation,
  schemas: Record<string, JsonSchema>,
): ExampleRequest {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = String(sampleValue(parameter.schema, schemas) ?? '');
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.required) query.set(parameter.name, value);
  }
  const search = query.toString();
  const multipart = operation.body?.contentType === 'multipart/form-data';
  return {
    method: operation.method,
    url: `/api${url}${search ? `?${search}` : ''}`,
    ...(operation.body && !multipart
      ? { body: JSON.stringify(sampleValue(operation.body.schema, schemas), null, 2) }
      : {}),
    multipart,
    needsToken: operation.audience === 'customer' || operation.audience === 'appKey',
  };
}

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export function curlExample(example: ExampleRequest, origin: string): string {
  const lines = [`curl -X ${example.method} ${shellQuote(origin + example.url)}`];
  if (example.needsToken) lines.push(`  -H 'Authorization: Bearer <token>'`);
  if (example.multipart) lines.push(`  -F 'file=@./file.png'`);
  if (example.body !== undefined)
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(example.body)}`);
  return lines.join(' \\\n');
}

export function fetchExample(example: ExampleRequest, origin: string): string {
  const headers: string[] = [];
  if (example.needsToken) headers.push(`    Authorization: 'Bearer <token>',`);
  if (example.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${example.method}',`];
  if (headers.length) options.push('  headers: {', ...headers, '  },');
  if (example.multipart) options.push('  body: formData, // a FormData holding the file');
  if (example.body !== undefined)
    options.push(`  body: JSON.stringify(${example.body.replaceAll('\n', '\n  ')}),`);
  return [
    `const response = await fetch('${origin}${example.url}', {`,
    ...options,
    '});',
    'const { code, message, data } = await response.json();',
  ].join('\n');
}
