import type { Locale } from '@/lib/routing/locale';

/** Open Graph's recommended share-card size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The share card of a site, prerendered per locale by app/og/[image]/route.tsx; a dotted path skips the proxy. */
export const ogImagePath = (locale: Locale) => `/og/${locale}.png`;

/** The brand mark as a PNG (app/logo.png/route.tsx): search engines prefer a raster logo. */
export const LOGO_PNG_PATH = '/logo.png';
