import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import type { ApiHandler } from '@/lib/server/http/route';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { signedInOperator } from '@/tests/integration/support/operators';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';
import { inputWith, stringFields, type StringField } from '@/tests/integration/support/string-fields';

// PostgreSQL refuses a NUL in text ("invalid byte sequence for encoding UTF8: 0x00"), which answered 500 once a
// request got as far as the database (background/delete's id). Every text field of every request must refuse it
// with a validation error before any handler runs: this walks every route's input schema and proves it.

const API_DIR = path.resolve(__dirname, '../../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Routes outside the one wrapper: they read no request fields a schema could hold (path or a signed link). */
const OUTSIDE_THE_WRAPPER = new Set<string>([]);

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const files = routeFiles();
const routeName = (file: string) => path.relative(API_DIR, path.dirname(file));
const NUL = 'a\u0000b';

interface Case {
  route: string;
  method: string;
  handler: ApiHandler;
  field: StringField;
}

async function casesOf(file: string): Promise<Case[]> {
  const routeModule = (await import(file)) as Record<string, ApiHandler | undefined>;
  return METHODS.flatMap((method) => {
    const handler = routeModule[method];
    const input = handler?.contract?.input;
    if (!handler || !input) return [];
    return stringFields(input).map((field) => ({ route: routeName(file), method, handler, field }));
  });
}

function request({ method, handler, route, field }: Case, token: string): Request {
  const url = new URL(`/api/${route.replace(/\[.*?\]/g, 'x')}`, ORIGIN);
  url.searchParams.set('token', token);
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp() });
  // Operator routes take the operator's cookie, from the back office's own origin.
  if (typeof handler.contract.audience === 'object') {
    headers.set('cookie', operatorCookie);
    headers.set('origin', ORIGIN);
  }
  if (method === 'GET' || method === 'DELETE') {
    for (const [key, value] of Object.entries(inputWith(field, NUL)))
      url.searchParams.set(key, String(value));
    return new Request(url, { method, headers });
  }
  if (handler.contract.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(inputWith(field, NUL))) form.set(key, String(value));
    return new Request(url, { method, headers, body: form });
  }
  headers.set('content-type', 'application/json');
  return new Request(url, { method, headers, body: JSON.stringify(inputWith(field, NUL)) });
}

let token = '';
let operatorCookie = '';
let cases: Case[] = [];

beforeAll(async () => {
  token = (await loggedInAccount()).token;
  operatorCookie = (await signedInOperator('admin')).cookie;
  cases = (await Promise.all(files.map(casesOf))).flat();
}, 120_000);

describe('a NUL byte in any text field of any request', () => {
  it('finds every route, each behind the one wrapper or known to read no fields', async () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    const unwrapped: string[] = [];
    for (const file of files) {
      const routeModule = (await import(file)) as Record<string, Partial<ApiHandler> | undefined>;
      const handlers = METHODS.map((method) => routeModule[method]).filter(Boolean);
      if (handlers.some((handler) => !handler!.contract)) unwrapped.push(routeName(file));
    }
    expect(unwrapped.sort()).toEqual([...OUTSIDE_THE_WRAPPER].sort());
    expect(cases.length).toBeGreaterThan(100);
    console.info(`${files.length} routes, ${cases.length} text fields`);
  });

  it('is refused with a validation error naming the field, on every route', async () => {
    const wrong: string[] = [];
    for (const one of cases) {
      // Nested fields reach a GET only through its flat query string.
      if (
        (one.method === 'GET' || one.method === 'DELETE' || one.handler.contract.multipart) &&
        one.field.path.length > 1
      )
        continue;
      const name = one.field.path.join('.');
      const response = await one.handler(request(one, token));
      const body = (await response.json().catch(() => null)) as {
        code: number;
        data: { fields?: { field: string }[] } | null;
      } | null;
      // A client's userId/corpId must be the token's own: a forged one is refused before parsing (40300).
      const forbiddenId = ['userId', 'corpId'].includes(name) && body?.code === ApiCode.forbidden;
      const named = body?.data?.fields?.some(
        ({ field }) => field === name || (field !== '_' && name.startsWith(`${field}.`)),
      );
      const refused =
        response.status >= 400 && response.status < 500 && body?.code === ApiCode.validation && named;
      if (!refused && !forbiddenId)
        wrong.push(`${one.method} ${one.route} ${name}: ${response.status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
