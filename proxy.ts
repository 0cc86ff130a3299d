import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/config/server-config';
import { hasNewsArticle } from '@/lib/news/news-files';
import { decide } from '@/lib/routing/decide';
import { deviceFromUserAgent, wantsMobileLayout } from '@/lib/routing/device';
import { localeFromHost } from '@/lib/routing/locale';
import { VIEW_COOKIE } from '@/lib/routing/orientation';
import { DEVICE_VARY, NOT_FOUND_CACHE_CONTROL } from '@/lib/seo/cache-headers.mjs';
import { SESSION_COOKIE, isSealedSessionValid } from '@/lib/server/auth/web-session-cookie';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const locale = localeFromHost(
    request.headers.get('host'),
    request.headers.get('x-forwarded-host'),
    serverConfig().siteEnHost,
  );
  const decision = await decide({
    pathname,
    search,
    locale,
    handheld: wantsMobileLayout(
      deviceFromUserAgent(request.headers.get('user-agent')),
      request.cookies.get(VIEW_COOKIE)?.value,
    ),
    hasSession: () => isSealedSessionValid(request.cookies.get(SESSION_COOKIE)?.value),
    hasNewsArticle: (slug) => hasNewsArticle(locale, slug),
  });

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.nextUrl), 307);
    response.headers.set('Vary', DEVICE_VARY);
    return response;
  }
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  // The console layout reads the visitor's path (the rewrite hides it) for `?redirect=` when it refuses a session.
  const headers = new Headers(request.headers);
  headers.set('x-dh-path', pathname + search);
  const response = NextResponse.rewrite(url, {
    status: decision.notFound ? 404 : undefined,
    request: { headers },
  });
  if (decision.notFound) {
    response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    response.headers.set('Vary', DEVICE_VARY);
  }
  return response;
}

export const config = {
  // Skips the API, Next's own files and files (a dot in the last segment); `/apiFoo` or `/p/a.b/c` still pass.
  matcher: ['/((?!api(?:/|$)|_next/|.*\\.[^/]*$).*)'],
};
