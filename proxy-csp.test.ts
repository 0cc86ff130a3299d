import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The page's owner is looked up in the database (tests/integration/deploy/frame-ancestors.test.ts covers that): here
// the demo's corporation allows no other site.
vi.mock('@/app/_compose/runtime-owner', () => ({
  runtimePageFacts: async () => ({ deadStatus: null, embedOrigins: [] }),
}));

const SECRET = 'unit-test-session-secret-0123456789abcdef';
let proxy: (typeof import('@/proxy'))['proxy'];

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  // No build here, so every page counts as rendered per request: the nonce path.
  process.env.NEXT_DIST_DIR = '.next-unit-test-no-build';
  ({ proxy } = await import('@/proxy'));
});

const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(url, { headers });
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('the proxy and the Content-Security-Policy', () => {
  it('gives a page its policy and hands the same policy, with its nonce, to Next.js on the request', async () => {
    const sealed = await sealData({ token: 't-1' }, { password: SECRET, ttl: 3600 });
    const response = await proxy(
      request('http://localhost:3000/dashboard', { cookie: `dh_session=${sealed}` }),
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic'/);
    // NextResponse.rewrite passes request headers on as x-middleware-request-*.
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(frameAncestors(response)).toBe("'none'");
  });

  it('keeps auth pages out of frames and lets marketing pages be framed by the site itself', async () => {
    expect(frameAncestors(await proxy(request('http://localhost:3000/login')))).toBe("'none'");
    expect(frameAncestors(await proxy(request('http://localhost:3000/register')))).toBe("'none'");
    expect(frameAncestors(await proxy(request('http://localhost:3000/pricing')))).toBe("'self'");
  });

  it('lets the site frame its runtime pages (the marketing pages’ live demo), on either device', async () => {
    for (const path of ['/p/demo-zh', '/mobile/p/demo-en'])
      expect(frameAncestors(await proxy(request(`http://localhost:3000${path}`)))?.split(' '), path).toEqual([
        "'self'",
      ]);
  });

  it('gives the 404 page a policy too, and redirects none', async () => {
    expect(
      (await proxy(request('http://localhost:3000/no-such-page'))).headers.get('content-security-policy'),
    ).toMatch(/^default-src 'self'/);
    const redirect = await proxy(request('http://localhost:3000/'));
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('content-security-policy')).toBeNull();
  });
});
