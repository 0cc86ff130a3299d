import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, OPENAPI_FILE } from './openapi';
import { endpoints } from './endpoints';

// public/openapi.json is the reference the developer area links to: it must be what the registry gives today (else
// `npm run openapi` was forgotten) and a valid OpenAPI 3.1 document by a third party's reading.

const fresh = () =>
  JSON.parse(JSON.stringify(buildOpenApiDocument())) as ReturnType<typeof buildOpenApiDocument>;

describe('the API reference', () => {
  it('is committed as the registry gives it (run `npm run openapi` after changing an endpoint)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(path.resolve(__dirname, '../..', OPENAPI_FILE), 'utf8'),
    );
    expect(committed).toEqual(fresh());
  });

  it('passes an OpenAPI validator', async () => {
    const result = await validate(fresh() as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('holds every endpoint not internal, once', () => {
    const document = fresh();
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const published = endpoints.filter((endpoint) => !endpoint.internal);
    expect(operations.sort()).toEqual(published.map(({ method, path }) => `${method} ${path}`).sort());
    expect(endpoints.some((endpoint) => endpoint.internal)).toBe(true);
  });
});
