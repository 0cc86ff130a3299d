import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';

/** The platform API as msw sees it; each test adds the answers it needs with `server.use`. */
export const server = setupServer(
  http.get('*/api/sys-api/captcha', () =>
    ok({ captchaId: `c-${Math.random()}`, image: 'data:image/svg+xml,%3Csvg%2F%3E', expiresInSeconds: 300 }),
  ),
);

export function ok(data: JsonBodyType) {
  return HttpResponse.json({ code: ApiCode.ok, message: 'ok', data });
}

export function fail(code: number, message: string, fields?: { field: string; message: string }[]) {
  return HttpResponse.json({ code, message, data: fields ? { fields } : null });
}

/** Starts msw for the file and resets per-test handlers and stored user data. */
export function setUpApiServer() {
  // Typing into whole forms takes a few seconds on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

export const user = {
  id: 'u1',
  userId: 'u1',
  corpId: 'c1',
  email: 'ada@example.com',
  mobile: null,
  companyName: 'Example Ltd',
  createdAt: '2026-11-01T08:00:00.000Z',
};
