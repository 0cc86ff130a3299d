import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';

// The back office's API as msw sees it in component tests; each test adds the answers it needs with `server.use`.

export const server = setupServer();

export const ok = (data: JsonBodyType) => HttpResponse.json({ code: ApiCode.ok, message: 'ok', data });

/** A one-page answer of `list`. */
export const pageOf = <T>(list: T[]): Page<T> => ({ list, total: list.length, pageIndex: 1, pageSize: 20 });

/** The JSON bodies the back office posts to `path`, as they arrive. */
export function recordPosts(path: string, answer: JsonBodyType = null) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return ok(answer);
    }),
  );
  return bodies;
}

/** Starts msw for the file; every request a test did not expect fails it. */
export function setUpOperatorApi() {
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
