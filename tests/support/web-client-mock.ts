import { vi } from 'vitest';
import type { AnyEndpoint } from '@/lib/contract/endpoint';

/**
 * A stand-in for `@/lib/api-client/web-client` in component tests: `webCall(endpoint, input)` goes to the mocked
 * `webGet`/`webPost`/`webDelete` of its method with its path, so a test that watches those still sees every call
 * whether a hook names a path or an endpoint. Use: `vi.mock('@/lib/api-client/web-client', () => webClientMock())`.
 */
export function webClientMock() {
  const webGet = vi.fn();
  const webPost = vi.fn();
  const webDelete = vi.fn();
  const byMethod = { GET: webGet, POST: webPost, PUT: webPost, DELETE: webDelete };
  const webCall = vi.fn((endpoint: AnyEndpoint, ...input: unknown[]): unknown =>
    byMethod[endpoint.method](endpoint.path, ...input),
  );
  return {
    webGet,
    webPost,
    webDelete,
    webCall,
    webGetBlob: vi.fn(),
    webPostBlob: vi.fn(),
    webUpload: vi.fn(),
  };
}
