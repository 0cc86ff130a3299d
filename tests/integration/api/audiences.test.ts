import { beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '@/lib/server/http/route';
import { ApiCode } from '@/lib/contract/codes';
import { OPERATOR_PERMISSIONS } from '@/lib/contract/operator-permissions';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN } from '@/tests/integration/support/api';
import { signedInOperator } from '@/tests/integration/support/operators';
import {
  handlersOf,
  routeFiles,
  routeUrlPath,
  type RouteHandler,
} from '@/tests/integration/support/route-files';

// Every route states who it serves (customer, operator with a permission, visitor, public): the wrapper refuses
// everyone else. A route that states none fails here, before it can serve anyone by accident.

/** Routes outside the one wrapper, and whom they serve. */
const OUTSIDE_THE_WRAPPER: Record<string, Audience> = {};

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

describe('a credential of one audience is never valid for the other', () => {
  let handlers: RouteHandler[] = [];
  let customerToken = '';
  let operatorCookie = '';

  beforeAll(async () => {
    handlers = (await Promise.all(routeFiles().map(handlersOf))).flat().filter((h) => h.handler.contract);
    customerToken = (await loggedInAccount()).token;
    operatorCookie = (await signedInOperator('admin')).cookie;
  }, 120_000);

  const isOperatorRoute = ({ handler }: RouteHandler) => typeof handler.contract.audience === 'object';

  it('refuses a customer token (query or Bearer) on every operator route', async () => {
    const operatorRoutes = handlers.filter(isOperatorRoute);
    expect(operatorRoutes.length).toBeGreaterThan(5);
    for (const { route, method, handler } of operatorRoutes)
      for (const credential of [{ token: customerToken }, { bearer: customerToken }]) {
        const answer = await call(handler, routeUrlPath(route), {
          method,
          ...credential,
          headers: { origin: ORIGIN },
        });
        expect(answer.body.code, `${method} ${route}`).toBe(ApiCode.unauthenticated);
      }
  }, 120_000);

  it('refuses an operator cookie on every customer route', async () => {
    const customerRoutes = handlers.filter(({ handler }) => handler.contract.audience === 'customer');
    expect(customerRoutes.length).toBeGreaterThan(50);
    for (const { route, method, handler } of customerRoutes) {
      const answer = await call(handler, routeUrlPath(route), {
        method,
        cookie: operatorCookie,
        headers: { origin: ORIGIN },
      });
      expect(answer.body.code, `${method} ${route}`).toBe(ApiCode.unauthenticated);
    }
  }, 120_000);
});
