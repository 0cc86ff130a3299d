import { NextResponse } from 'next/server';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { webSessionIsLive } from '@/lib/server/auth/web-session-state';
import { clearWebSessionCookies } from '@/lib/server/http/web-session-transport';

// GET /api/web-session/end – where the console sends a session the server refused: clears both session cookies of a
// dead session and goes to `next` (a path on this site; default /login). A live session is left alone.
export async function GET(request: Request) {
  const next = safeRedirectPath(new URL(request.url).searchParams.get('next')) ?? '/login';
  // A relative Location keeps the visitor on the host they used, whatever proxies sit in front.
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: next, 'cache-control': 'no-store' },
  });
  if (!(await webSessionIsLive(request.headers))) clearWebSessionCookies(response);
  return response;
}
