import { describe, expect, it } from 'vitest';
import { createAppServer, KEEP_ALIVE_MS } from '@/scripts/serve.mjs';

describe('the app server', () => {
  it('keeps idle connections longer than a load balancer reuses them (60 s), so a reused one is never reset', () => {
    const server = createAppServer(() => {});
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    // Node requires the headers timeout to exceed the keep-alive timeout, or it cuts a request arriving late on a
    // kept connection.
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
