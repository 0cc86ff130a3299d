import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointModules, endpoints } from '@/app/_compose/endpoints';
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import { handlersOf, routeFiles, type RouteHandler } from '@/tests/integration/support/route-files';

// The registry is what the API reference is generated from, so it must be the route files' exact picture: every
// handler declares its endpoint, at the path its file sits at, with its own method; every declared endpoint is
// served; nothing twice. A route still declared the old way is named here until it is converted.

const ROOT = path.resolve(__dirname, '../../..');

/**
 * `app/api/[...path]` answers the 404 envelope for every path and method no route has: one endpoint (declared as
 * GET, internal) served under every method, the only handler whose method may differ from its endpoint's.
 */
const CATCH_ALL = '[...path]';

/** `management/kbUserFile/delFile` → `/management/kbUserFile/delFile`; `[clip]` → `{clip}`, `[...key]` → `{key}`. */
export const endpointPathOf = (route: string) =>
  `/${route.replace(/\[\.\.\.(\w+)\]/g, '{$1}').replace(/\[(\w+)\]/g, '{$1}')}`;

const label = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;

/** Modules on disk that may declare endpoints: a feature's `endpoints.ts` or `endpoints/*.ts`, and lib's own. */
function endpointModuleFiles(): string[] {
  const files: string[] = [];
  for (const feature of readdirSync(path.join(ROOT, 'features'))) {
    const base = `features/${feature}/endpoints`;
    if (existsSync(path.join(ROOT, `${base}.ts`))) files.push(`${base}.ts`);
    if (existsSync(path.join(ROOT, base)))
      for (const name of readdirSync(path.join(ROOT, base)))
        if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(`${base}/${name}`);
  }
  for (const name of readdirSync(path.join(ROOT, 'lib/contract')))
    if (/endpoints\.ts$/.test(name)) files.push(`lib/contract/${name}`);
  return files.sort();
}

describe('the endpoint registry', () => {
  let handlers: RouteHandler[] = [];

  beforeAll(async () => {
    handlers = (await Promise.all(routeFiles().map(handlersOf))).flat();
  }, 120_000);

  it('gathers every module that declares endpoints', () => {
    expect(Object.keys(endpointModules).sort()).toEqual(endpointModuleFiles());
  });

  it('every handler of every route file declares an endpoint', () => {
    expect(handlers.length).toBeGreaterThan(90);
    const undeclared = handlers
      .filter(({ handler }) => !handler.contract?.endpoint)
      .map(({ route, method }) => `${method} ${route}`);
    expect(undeclared, 'route handlers without an endpoint (convert them to apiRoute(endpoint, …))').toEqual(
      [],
    );
  });

  it("declares each handler's own method and the path its file sits at, and the endpoint is registered", () => {
    const wrong: string[] = [];
    for (const { route, method, handler } of handlers) {
      const endpoint = handler.contract?.endpoint;
      if (!endpoint) continue;
      const where = `${method} ${route}`;
      if (endpoint.method !== method && route !== CATCH_ALL)
        wrong.push(`${where}: declares method ${endpoint.method}`);
      if (endpoint.path !== endpointPathOf(route))
        wrong.push(`${where}: declares path ${endpoint.path}, its file is at ${endpointPathOf(route)}`);
      if (!endpoints.includes(endpoint)) wrong.push(`${where}: ${label(endpoint)} is not in the registry`);
    }
    expect(wrong).toEqual([]);
  });

  it('the catch-all serves one endpoint under every method', () => {
    const catchAll = handlers.filter(({ route }) => route === CATCH_ALL);
    expect(catchAll.map(({ method }) => method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(new Set(catchAll.map(({ handler }) => handler.contract.endpoint)).size).toBe(1);
  });

  it('every registered endpoint is served by a route file', () => {
    const served = new Set(handlers.map(({ handler }) => handler.contract?.endpoint));
    expect(endpoints.filter((endpoint) => !served.has(endpoint)).map(label)).toEqual([]);
  });

  it('holds no method and path twice', () => {
    const seen = new Map<string, number>();
    for (const endpoint of endpoints) seen.set(label(endpoint), (seen.get(label(endpoint)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });
});
