import 'server-only';
import { assetUrl } from '@/lib/config/asset-url';
import { serverConfig } from '@/lib/config/server-config';
import { siteOrigins } from '@/lib/seo/site-origins';

/**
 * Where a page loads a stored file's bytes (spec §9): the key under the CDN on a production site with
 * `CDN_BASE_URL` set, under the development store's base (`/api/files/`, where the app serves its store)
 * otherwise. Only for showing: a session's own values keep the `/api/files/<key>` reference its forms check.
 */
export const storedFileUrl = (key: string): string => assetUrl(key, serverConfig(), siteOrigins().zh);

const FILE_REFERENCE = '/api/files/';

/**
 * A value a session keeps (`/api/files/<key>`, what its forms check) as the URL a page loads, by the rule above;
 * anything else (a built-in image's name) as it is.
 */
export const shownFileUrl = (reference: string): string =>
  reference.startsWith(FILE_REFERENCE) ? storedFileUrl(reference.slice(FILE_REFERENCE.length)) : reference;
