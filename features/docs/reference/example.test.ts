import { describe, expect, it } from 'vitest';
import { curlExample, exampleRequest, fetchExample, sampleValue } from './example';
import type { ReferenceOperation } from './server/operations';

const login: ReferenceOperation = {
  id: 'postSysApiLogin',
  method: 'POST',
  path: '/sys-api/login',
  tag: 'Account',
  summary: 'Log in',
  audience: 'public',
  parameters: [],
  body: {
    contentType: 'application/json',
    required: true,
    schema: {
      type: 'object',
      properties: {
        username: { type: 'string', format: 'email' },
        code: { type: 'string', minLength: 8 },
        remember: { type: 'boolean' },
      },
      required: ['username', 'code'],
    },
  },
  responses: [],
  errorCodes: [],
};

describe('examples built from the schemas', () => {
  it('fills every required field with a value its schema accepts, and leaves optional ones out', () => {
    expect(sampleValue(login.body!.schema, {})).toEqual({ username: 'dev@example.com', code: 'stringxx' });
  });

  it('follows references and takes consts, enums and examples first', () => {
    const schemas = { Kind: { enum: ['faq', 'doc'] } };
    expect(sampleValue({ $ref: '#/components/schemas/Kind' }, schemas)).toBe('faq');
    expect(sampleValue({ type: 'string', example: 'hi' }, {})).toBe('hi');
    expect(sampleValue({ type: 'array', items: { type: 'integer', minimum: 3 } }, {})).toEqual([3]);
  });

  it('writes curl and fetch calls with the token only where the endpoint needs one', () => {
    const example = exampleRequest(login, {});
    const curl = curlExample(example, 'https://dh.example');
    expect(curl).toContain("curl -X POST 'https://dh.example/api/sys-api/login'");
    expect(curl).not.toContain('Authorization');
    expect(curl).toContain(`-d '{`);
    const info = exampleRequest(
      {
        ...login,
        method: 'GET',
        path: '/files/{key}',
        audience: 'customer',
        body: undefined,
        parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string', example: 'a b' } }],
      },
      {},
    );
    expect(info.url).toBe('/api/files/a%20b');
    expect(fetchExample(info, 'https://dh.example')).toContain("Authorization: 'Bearer <token>'");
  });
});
