import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { runtimePageFacts } from '@/app/_compose/runtime-owner';
import { HIDE_DISMISSED_BANNER_SCRIPT } from '@/components/site/bannerScript';
import { COLOR_SCHEME_SCRIPT } from '@/components/site/colorSchemeScript';
import { SIGNED_IN_SCRIPT } from '@/components/site/signedInScript';
import { withBasePath } from '@/lib/config/base-path';
import { LANGUAGE_COOKIE } from '@/lib/config/cookies';
import { serverConfig } from '@/lib/config/server-config';
import { hasNewsArticle } from '@/lib/news/news-files';
import { decide } from '@/lib/routing/decide';
import { deviceFromUserAgent, wantsMobileLayout } from '@/lib/routing/device';
import { followsLanguagePreference } from '@/lib/routing/language-preference';
import { localeFromHost } from '@/lib/routing/locale';
import { VIEW_COOKIE } from '@/lib/routing/orientation';
import { runtimeTargetOf } from '@/lib/routing/runtime-target';
import { configuredSources } from '@/lib/security/csp';
import { createPagePolicies } from '@/lib/security/page-policy';
import { DEVICE_VARY, NOT_FOUND_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from '@/lib/seo/cache-headers.mjs';
import { WEB_SESSION_COOKIE, isWebSessionCookieValid } from '@/lib/server/auth/web-session-cookie';
import { OPERATOR_COOKIE, unsealOperatorCookie } from '@/lib/server/operator/session-cookie';

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
    languagePreference: request.cookies.get(LANGUAGE_COOKIE)?.value,
    handheld: wantsMobileLayout(
      deviceFromUserAgent(request.headers.get('user-agent')),
      request.cookies.get(VIEW_COOKIE)?.value,
    ),
    hasSession: () => isWebSessionCookieValid(request.cookies.get(WEB_SESSION_COOKIE)?.value),
    hasOperatorSession: async () =>
      (await unsealOperatorCookie(request.cookies.get(OPERATOR_COOKIE)?.value)) !== null,
    hasNewsArticle: (slug) => hasNewsArticle(locale, slug),
  });

  if (decision.kind === 'redirect') {
    // `nextUrl.pathname` is the path inside the app (without BASE_PATH); a redirect leaves the app, so it puts it back.
    const location = withBasePath(decision.location, request.nextUrl.basePath);
    const response = NextResponse.redirect(new URL(location, request.nextUrl), 307);
    response.headers.set('Vary', DEVICE_VARY);
    return response;
  }
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  // The console layout reads the visitor's path (the rewrite hides it) for `?redirect=` when it refuses a session.
  const headers = new Headers(request.headers);
  headers.set('x-dh-path', pathname + search);
  const pagePath = decision.pathname.slice(locale.length + 1);
  const target = runtimeTargetOf(pagePath);
  // A share link, published session or application page with nothing behind it answers 404 or 410 (its page still
  // says so in words): a Next.js page cannot choose its status, the rewrite can.
  const facts = target ? await runtimePageFacts(target) : null;
  const csp = contentSecurityPolicy(decision.pathname, pagePath, facts?.embedOrigins ?? []);
  const deadStatus = facts?.deadStatus ?? null;
  // Next.js takes a page's nonce from the policy on the request and puts it on its scripts.
  if (csp.nonce) headers.set('content-security-policy', csp.value);
  const response = NextResponse.rewrite(url, {
    status: decision.notFound ? 404 : (deadStatus ?? undefined),
    request: { headers },
  });
  response.headers.set('Content-Security-Policy', csp.value);
  if (decision.notFound) {
    response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    response.headers.set('Vary', DEVICE_VARY);
  } else if (followsLanguagePreference(pathname)) {
    response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
    response.headers.set('Vary', 'Cookie');
  }
  return response;
}

let pagePolicy: ReturnType<typeof createPagePolicies> | undefined;

/**
 * The page's policy (lib/security/page-policy.ts): its script hashes when it is static, else a fresh nonce; a
 * runtime page customers embed may also be framed by its corporation's embed domains.
 */
function contentSecurityPolicy(renderedPath: string, pagePath: string, embedOrigins: string[]) {
  pagePolicy ??= createPagePolicies({
    distDir: path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next'),
    layoutScripts: [COLOR_SCHEME_SCRIPT, SIGNED_IN_SCRIPT, HIDE_DISMISSED_BANNER_SCRIPT],
    externalSources: configuredSources(serverConfig()),
    dev: process.env.NODE_ENV === 'development',
  });
  return pagePolicy(renderedPath, pagePath, embedOrigins);
}

export const config = {
  // Skips the API, Next's own files and files (a dot in the last segment); `/apiFoo` or `/p/a.b/c` still pass. Next
  // puts BASE_PATH before each matcher, and `/dh/(…)` misses the prefix's own root `/dh`: '/' is that root.
  matcher: ['/', '/((?!api(?:/|$)|files/|_next/|.*\\.[^/]*$).*)'],
};
