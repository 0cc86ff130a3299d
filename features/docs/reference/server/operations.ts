import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tagSlug } from '../tag-slug';

// The reference pages read the document `npm run openapi` wrote (public/openapi.json) at build time, so the page
// shows exactly what client generators download from /openapi.json.

export type JsonSchema = Record<string, unknown>;
export type Audience = 'customer' | 'optional' | 'public' | 'appKey';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  schema?: JsonSchema;
  contentType?: string;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  audience: Audience;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  responses: ReferenceResponse[];
  errorCodes: number[];
}

export interface ReferenceTag {
  name: string;
  slug: string;
  operations: ReferenceOperation[];
}

export interface ReferenceDocument {
  title: string;
  version: string;
  description: string;
  schemas: Record<string, JsonSchema>;
  /** In the document's order; each tag has its own page, /doc/api/<slug>. */
  tags: ReferenceTag[];
  operationCount: number;
}

type RawOperation = Record<string, unknown> & {
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

function audienceOf(security: Record<string, string[]>[] = []): Audience {
  if (security.some((entry) => 'appKey' in entry)) return 'appKey';
  if (security.length === 0) return 'public';
  return security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'customer';
}

function toOperation(method: string, apiPath: string, raw: RawOperation): ReferenceOperation {
  const [bodyType, bodyContent] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
  return {
    id: raw.operationId as string,
    method: method.toUpperCase(),
    path: apiPath,
    tag: (raw.tags as string[])[0]!,
    summary: (raw.summary as string | undefined) ?? '',
    ...(raw.description ? { description: raw.description as string } : {}),
    audience: audienceOf(raw.security),
    parameters: (raw.parameters as Parameter[] | undefined) ?? [],
    ...(bodyType && bodyContent
      ? {
          body: {
            contentType: bodyType,
            schema: bodyContent.schema,
            required: Boolean(raw.requestBody?.required),
          },
        }
      : {}),
    responses: Object.entries(raw.responses).map(([status, answer]) => {
      const [contentType, content] = Object.entries(answer.content ?? {})[0] ?? [];
      return {
        status,
        description: answer.description,
        ...(contentType && content ? { contentType, schema: content.schema } : {}),
      };
    }),
    errorCodes: (raw['x-error-codes'] as number[] | undefined) ?? [],
  };
}

let cached: ReferenceDocument | undefined;

/** The published document, grouped by tag in the document's order. */
export function referenceDocument(): ReferenceDocument {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'public/openapi.json'), 'utf8')) as {
    info: { title: string; version: string; description: string };
    tags: { name: string }[];
    paths: Record<string, Record<string, RawOperation>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const operations = Object.entries(raw.paths).flatMap(([apiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => toOperation(method, apiPath, operation)),
  );
  cached = {
    ...raw.info,
    schemas: raw.components.schemas,
    tags: raw.tags.map(({ name }) => ({
      name,
      slug: tagSlug(name),
      operations: operations.filter((operation) => operation.tag === name),
    })),
    operationCount: operations.length,
  };
  return cached;
}

/** One tag's operations, or null for a slug no tag has. */
export function referenceTag(slug: string): ReferenceTag | null {
  return referenceDocument().tags.find((tag) => tag.slug === slug) ?? null;
}
