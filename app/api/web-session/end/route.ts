import { NextResponse } from 'next/server';
import { withBasePath } from '@/lib/config/base-path';
import { endWebSessionEndpoint } from '@/lib/contract/platform-endpoints';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { webSessionIsLive } from '@/lib/server/auth/web-session-state';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';
import { clearWebSessionCookies } from '@/lib/server/http/web-session-transport';

// GET /api/web-session/end – where the console sends a session the server refused: clears both session cookies of a
// dead session and goes to `next` (a path on this site; default /login). A live session is left alone.
export const GET = apiRoute(endWebSessionEndpoint, async ({ input, request }) => {
  const next = safeRedirectPath(input.next ?? null) ?? '/login';
  // A relative Location keeps the visitor on the host they used, whatever proxies sit in front.
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: withBasePath(next), 'cache-control': 'no-store' },
  });
  if (!(await webSessionIsLive(request.headers))) clearWebSessionCookies(response);
  return rawAnswer(response);
});
