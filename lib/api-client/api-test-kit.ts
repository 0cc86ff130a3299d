import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@/lib/api-client/client';

export const BASE = 'http://api.test/api';

/** One MSW server for a test file; handlers are added per test with `server.use`. */
export const server = setupServer();

export const MESSAGES = { unknownError: '未知异常', loginExpired: '登录信息已过期，请重新登录' };

/** A client wired to spies, as the web app wires it to notifications and the login redirect. */
export function makeClient(over: Partial<ApiClientOptions> = {}) {
  const spies = { onSessionEnd: vi.fn(), onUnauthorized: vi.fn(), notify: vi.fn() };
  const client = createApiClient({
    getConfig: async () => ({ serviceBaseUrl: BASE, serviceName: '' }),
    getLang: () => 'en',
    messages: MESSAGES,
    origin: 'http://site.test',
    ...spies,
    ...over,
  });
  return { client, ...spies };
}

/** Resolves to the error a promise rejects with, failing when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}
