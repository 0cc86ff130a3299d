import { NextResponse } from 'next/server';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { clearSessionCookies } from '@/lib/server/api/session-transport';

// GET /api/session/end – clears both session cookies and goes to `next` (a path on this site; default /login)
export function GET(request: Request) {
  const next = safeRedirectPath(new URL(request.url).searchParams.get('next')) ?? '/login';
  // A relative Location keeps the visitor on the host they used, whatever proxies sit in front.
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: next, 'cache-control': 'no-store' },
  });
  clearSessionCookies(response);
  return response;
}
