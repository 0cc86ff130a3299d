import { describe, expect, it } from 'vitest';
import type { Audience } from '@/lib/server/http/route';
import { OPERATOR_PERMISSIONS } from '@/lib/contract/operator-permissions';
import { handlersOf, routeFiles } from '@/tests/integration/support/route-files';

// Every route states who it serves (customer, operator with a permission, visitor, public): the wrapper refuses
// everyone else. A route that states none fails here, before it can serve anyone by accident.

/** Routes outside the one wrapper, and whom they serve. */
const OUTSIDE_THE_WRAPPER: Record<string, Audience> = {
  'files/[...key]': 'visitor', // an uploaded background, shown to share-link visitors
  'sys-api/login/unlock': 'public', // the mailed unlock link, a signed token
  'web-session/end': 'public', // clears a dead session's cookies
};

const validAudience = (audience: unknown) =>
  audience === 'customer' ||
  audience === 'visitor' ||
  audience === 'public' ||
  (typeof audience === 'object' &&
    audience !== null &&
    (OPERATOR_PERMISSIONS as readonly unknown[]).includes((audience as { operator?: unknown }).operator));

describe('every route states its audience', () => {
  it('walks every route file: each handler carries a valid audience, or is a known exception', async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(90);
    const missing: string[] = [];
    for (const file of files)
      for (const { route, method, handler } of await handlersOf(file)) {
        if (route in OUTSIDE_THE_WRAPPER) continue;
        if (!validAudience(handler.contract?.audience)) missing.push(`${method} ${route}`);
      }
    expect(missing).toEqual([]);
  }, 120_000);

  it('lists only exceptions that exist and really are outside the wrapper', async () => {
    const files = routeFiles();
    for (const route of Object.keys(OUTSIDE_THE_WRAPPER)) {
      const file = files.find((f) => f.endsWith(`/${route}/route.ts`));
      expect(file, route).toBeDefined();
      for (const { handler } of await handlersOf(file!)) expect(handler.contract, route).toBeUndefined();
    }
  });
});
