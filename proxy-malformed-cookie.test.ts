import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

let proxy: (typeof import('@/proxy'))['proxy'];

beforeAll(async () => {
  process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';
  ({ proxy } = await import('@/proxy'));
});

describe('proxy with cookies that do not decode', () => {
  it('treats them as absent: the login guard redirects, pages render', async () => {
    const cookie = 'dh_session=%zz; dh_view=%E0%A4%A';
    const guarded = await proxy(new NextRequest('http://localhost:3000/dashboard', { headers: { cookie } }));
    expect(guarded.headers.get('location')).toBe('http://localhost:3000/login?redirect=%2Fdashboard');
    const page = await proxy(new NextRequest('http://localhost:3000/pricing', { headers: { cookie } }));
    expect(page.status).toBe(200);
  });
});
