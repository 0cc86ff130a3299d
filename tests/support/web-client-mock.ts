import { vi, type Mock } from 'vitest';
import type { AnyEndpoint, HttpMethod } from '@/lib/contract/endpoint';

// The web client as component tests replace it: `webCall(endpoint, input)` goes to the mocked `webGet`, `webPost`,
// `webPut` or `webDelete` of the endpoint's method, with its path, so a test checks the path and payload sent
// whether a hook calls by endpoint or by path. Two ways to use it:
//   vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));  (shared module mocks)
//   vi.mock('@/lib/api-client/web-client', async () => (await import('@/tests/support/web-client-mock')).webClientMock());

type MockCall = Mock<(path: string, payload?: unknown) => Promise<unknown>>;

/** A fresh set of mocks (one per test file that wants its own). */
export function webClientMock() {
  const mock = (): MockCall => vi.fn<(path: string, payload?: unknown) => Promise<unknown>>();
  const byMethod: Record<HttpMethod, MockCall> = { GET: mock(), POST: mock(), PUT: mock(), DELETE: mock() };
  const webCall = vi.fn((endpoint: AnyEndpoint, ...input: [payload?: unknown]) =>
    byMethod[endpoint.method](endpoint.path, ...input),
  );
  return {
    webGet: byMethod.GET,
    webPost: byMethod.POST,
    webPut: byMethod.PUT,
    webDelete: byMethod.DELETE,
    webGetBlob: vi.fn(),
    webPostBlob: vi.fn(),
    webUpload: vi.fn(),
    webCall,
  };
}

const shared = webClientMock();
export const { webGet, webPost, webPut, webDelete, webGetBlob, webPostBlob, webUpload, webCall } = shared;
