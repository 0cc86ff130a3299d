import { describe, expect, it } from 'vitest';
import { handlersOf, routeFiles } from '@/tests/integration/support/route-files';

// A route file serves the endpoint it declares: the declaration's method and path (what the API client calls and
// the reference publishes) are those of the file's export and folder, so neither can name another route's.

/** The declared form of a route folder: `[clip]` is `{clip}`, `[...key]` is `{key}`. */
const declaredPath = (route: string) => `/${route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}')}`;

describe('every declared endpoint', () => {
  it('names the method and path of the route file that serves it', async () => {
    const wrong: string[] = [];
    let declared = 0;
    for (const file of routeFiles())
      for (const { route, method, handler } of await handlersOf(file)) {
        const endpoint = handler.contract?.endpoint;
        if (!endpoint) continue;
        declared++;
        if (endpoint.method !== method || endpoint.path !== declaredPath(route))
          wrong.push(`${method} ${declaredPath(route)} declares ${endpoint.method} ${endpoint.path}`);
      }
    expect(wrong).toEqual([]);
    expect(declared).toBeGreaterThan(0);
  });
});
