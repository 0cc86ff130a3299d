// @ts-check
// Plain JavaScript so next.config.mjs can import it; the pages come from the route table's plain data.
import { marketingPaths } from '../routing/route-data.mjs';

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
 * The console and auth pages: their language follows the visitor's `dh_lang` cookie (lib/routing/language-preference),
 * so no shared cache may keep them, though some are statically generated; the browser revalidates them.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/**
 * Responses that depend on the proxy's device decision (its redirects and the 404 pages): the user agent decides,
 * and so does the layout cookie with which an iPad asks for the mobile pages.
 */
export const DEVICE_VARY = 'User-Agent, Cookie';

/** Entries for next.config's `headers()`: every statically generated public page, on both devices. */
export function marketingCacheHeaders() {
  return marketingPaths.map((source) => ({
    source,
    headers: [
      { key: 'Cache-Control', value: MARKETING_CACHE_CONTROL },
      { key: 'Vary', value: MARKETING_VARY },
    ],
  }));
}
