import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { openApiDocument } from './document';

// The generator on endpoints that test its edges: what JSON Schema cannot say, recursion, path parameters, uploads,
// files, the three ways to call (customer token, APPKey, nothing) and internal endpoints left out.

type Node = { name: string; children: Node[] };
const node: z.ZodType<Node> = z.object({
  name: z.string(),
  get children() {
    return z.array(node);
  },
});

const tag = 'Test';
const endpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/things/{thingId}',
    summary: 'A thing',
    tag,
    audience: 'customer',
    input: z.object({ thingId: z.string(), depth: z.coerce.number().default(1) }).refine(() => true),
    output: z.object({ tree: node, size: z.string().transform((text) => text.length) }),
    errors: [ApiCode.notFound],
  }),
  defineEndpoint({
    method: 'POST',
    path: '/things/upload',
    summary: 'Upload a thing',
    tag,
    audience: 'customer',
    input: z.object({ file: z.file(), note: z.string().optional() }),
    multipart: true,
    output: z.null(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/open/thing',
    summary: 'A thing for the customer server',
    tag,
    audience: 'visitor',
    credential: 'appKey',
    output: z.object({ id: z.string() }),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/things/export',
    summary: 'Export',
    tag,
    audience: 'public',
    identity: 'optional',
    output: z.null(),
    answer: 'file',
    contentType: 'text/csv',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/things/hidden',
    summary: 'Hidden',
    tag,
    audience: 'public',
    output: z.null(),
    internal: true,
  }),
];

const build = () =>
  JSON.parse(JSON.stringify(openApiDocument(endpoints, { title: 't', version: '1', description: 'd' })));

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, transforms, refinements and recursion included', async () => {
    const result = await validate(build());
    expect(result.valid).toBe(true);
  });

  it('a broken document does not pass the validator (the check can fail)', async () => {
    const broken = build();
    broken.paths['/things/{thingId}'].get.responses['200'].content['application/json'].schema = {
      $ref: '#/components/schemas/Missing',
    };
    expect((await validate(broken)).valid).toBe(false);
  });

  it('reads GET inputs as query and path parameters, uploads as multipart with binary files', () => {
    const document = build();
    const get = document.paths['/things/{thingId}'].get;
    expect(get.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'depth', in: 'query', required: false, schema: { type: 'number', default: 1 } },
    ]);
    const upload = document.paths['/things/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(['file']);
  });

  it('wraps the output in the envelope, lists the failures by HTTP status, names the recursive schema', () => {
    const get = build().paths['/things/{thingId}'].get;
    expect(get['x-error-codes']).toEqual(
      expect.arrayContaining([
        ApiCode.notFound,
        ApiCode.validation,
        ApiCode.unauthenticated,
        ApiCode.internal,
      ]),
    );
    expect(get.responses['404'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual([
      ApiCode.notFound,
    ]);
    const data = get.responses['200'].content['application/json'].schema.oneOf[0].properties.data;
    const tree = '#/components/schemas/GetThingsThingIdSchema0';
    expect(data.properties.tree).toEqual({ $ref: tree });
    expect(build().components.schemas.GetThingsThingIdSchema0.properties.children.items).toEqual({
      $ref: tree,
    });
    expect(data.properties.size).toEqual({});
  });

  it('states who may call: customer token, APPKey, or nothing (optionally the token); internal endpoints are left out', () => {
    const { paths, components } = build();
    expect(paths['/things/{thingId}'].get.security).toEqual([
      { customerToken: [] },
      { customerTokenQuery: [] },
    ]);
    expect(paths['/open/thing'].get.security).toEqual([{ appKey: [] }]);
    expect(paths['/things/export'].get.security).toEqual([
      {},
      { customerToken: [] },
      { customerTokenQuery: [] },
    ]);
    expect(Object.keys(paths['/things/export'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(paths['/things/hidden']).toBeUndefined();
    expect(Object.keys(components.securitySchemes).sort()).toEqual([
      'appKey',
      'customerToken',
      'customerTokenQuery',
    ]);
  });
});
