import { vi } from 'vitest';
import type { AnyEndpoint } from '@/lib/contract/endpoint';

// The web client for component tests: `vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'))`.
// `webCall(endpoint, input)` goes to the mocked `webGet`/`webPost`/`webDelete` with the endpoint's path, so a test
// stubs and checks calls by path whether a hook calls by endpoint or by path.

export const webGet = vi.fn();
export const webPost = vi.fn();
export const webDelete = vi.fn();
export const webGetBlob = vi.fn();
export const webPostBlob = vi.fn();
export const webUpload = vi.fn();

const byMethod = { GET: webGet, POST: webPost, PUT: webPost, DELETE: webDelete } as const;

export const webCall = (endpoint: AnyEndpoint, input?: object) =>
  byMethod[endpoint.method](endpoint.path, input);
