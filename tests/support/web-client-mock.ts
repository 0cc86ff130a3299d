import { vi, type Mock } from 'vitest';
import type { AnyEndpoint, HttpMethod } from '@/lib/contract/endpoint';

/**
 * The web client as component tests replace it: `webCall(endpoint, input)` goes to the mocked `webGet`, `webPost`,
 * `webPut` or `webDelete` of the endpoint's method, with its path, so a test checks the path and payload sent
 * whether a hook calls by endpoint or by path.
 *   vi.mock('@/lib/api-client/web-client', async () => (await import('@/tests/support/web-client-mock')).webClientMock());
 */
export function webClientMock() {
  const mock = () => vi.fn<(path: string, payload?: unknown) => Promise<unknown>>();
  const byMethod: Record<HttpMethod, Mock<(path: string, payload?: unknown) => Promise<unknown>>> = {
    GET: mock(),
    POST: mock(),
    PUT: mock(),
    DELETE: mock(),
  };
  const webCall = vi.fn((endpoint: AnyEndpoint, ...input: [payload?: unknown]) =>
    byMethod[endpoint.method](endpoint.path, ...input),
  );
  return {
    webGet: byMethod.GET,
    webPost: byMethod.POST,
    webPut: byMethod.PUT,
    webDelete: byMethod.DELETE,
    webCall,
  };
}
