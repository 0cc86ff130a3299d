// Plain JavaScript so next.config.mjs can import it; lib/seo/cache-headers.test.ts keeps the list in step
// with lib/routing/route-table.ts.

/**
 * Marketing HTML: a CDN keeps a page for an hour and may serve it stale for a day while it fetches the new one,
 * so a deploy shows everywhere within the hour without a purge. Browsers always revalidate. Next's own default
 * for prerendered pages (`s-maxage=31536000`) would pin an old deploy in the CDN for a year.
 */
export const MARKETING_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/**
 * The proxy answers a phone asking for a desktop page (and a desktop asking for a /mobile one) with a redirect, and
 * lets the other device through to the page: a shared cache must key these pages by User-Agent, or it would hand
 * the page it stored for one device to the other. Next.js adds its own RSC entries to this header.
 */
export const MARKETING_VARY = 'User-Agent';

/**
 * The 404 page of an unknown path: a CDN may absorb repeated misses for five minutes, no longer, so a path that a
 * deploy adds appears soon.
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * Responses that depend on the proxy's device decision (its redirects and the 404 pages): the user agent decides,
 * and so does the layout cookie with which an iPad asks for the mobile pages.
 */
export const DEVICE_VARY = 'User-Agent, Cookie';

/** The statically generated public pages (desktop paths and mobile-only ones); login and auth pages are not here. */
export const CACHEABLE_DESKTOP_PAGES = [
  '/pricing',
  '/subscriptions',
  '/How-to-deploy-digital-human',
  '/news',
  '/news/:slug',
  '/industry',
  '/digitalHuman/what-is-digital-human',
  '/aboutUs',
  '/contactUs',
  '/privacy',
  '/technical',
  '/privateIp',
  '/smallVideo',
  '/real-time-interaction',
  '/localHuman',
  '/download',
  '/downloadCompanyApp',
];

export const CACHEABLE_MOBILE_ONLY_PAGES = [
  '/mobile/index',
  '/mobile/digitalHuman3',
  '/mobile/bankFitness',
  '/mobile/retail',
  '/mobile/education',
  '/mobile/digitalHuman/how-it-works',
];

/** Entries for next.config's `headers()`. */
export function marketingCacheHeaders() {
  const sources = [
    ...CACHEABLE_DESKTOP_PAGES,
    ...CACHEABLE_DESKTOP_PAGES.map((path) => `/mobile${path}`),
    ...CACHEABLE_MOBILE_ONLY_PAGES,
  ];
  return sources.map((source) => ({
    source,
    headers: [
      { key: 'Cache-Control', value: MARKETING_CACHE_CONTROL },
      { key: 'Vary', value: MARKETING_VARY },
    ],
  }));
}
