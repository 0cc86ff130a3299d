// @ts-check
// Every path of routes.md, as data, in plain JavaScript: next.config.mjs (cache headers) and the perf script read it
// in Node, which runs no TypeScript. TypeScript code reads it through route-table.ts, which adds the types.
import { devicePath } from './device-path.mjs';

/**
 * The statically generated marketing pages of the desktop site, each with the message namespace whose
 * `meta.title` and `meta.description` head it. Every one has a /mobile twin (devicePath) drawn by the same
 * component.
 */
export const desktopMarketingPages = /** @type {const} */ ({
  '/pricing': 'Pricing',
  '/subscriptions': 'Subscriptions',
  '/How-to-deploy-digital-human': 'Deploy',
  '/news': 'News',
  '/industry': 'Industry',
  '/digitalHuman/what-is-digital-human': 'WhatIs',
  '/aboutUs': 'About',
  '/contactUs': 'Contact',
  '/privacy': 'Privacy',
  '/technical': 'Technical',
  '/privateIp': 'PrivateIp',
  '/smallVideo': 'SmallVideo',
  '/real-time-interaction': 'Realtime',
  '/localHuman': 'LocalHuman',
  '/download': 'Download',
  '/downloadCompanyApp': 'Companion',
  '/doc': 'Docs',
  '/doc/api': 'ApiReference',
  '/doc/errors': 'ApiErrorCodes',
});

/** Marketing pages of the mobile site only, with their namespaces as above. */
export const phoneMarketingPages = /** @type {const} */ ({
  '/mobile/index': 'MobileHome',
  '/mobile/digitalHuman3': 'DigitalHuman3',
  '/mobile/bankFitness': 'Retail',
  '/mobile/retail': 'Retail',
  '/mobile/education': 'Education',
  '/mobile/digitalHuman/how-it-works': 'HowItWorks',
});

/** Mobile pages that have no desktop twin and stay on every device. */
export const mobileOnlyPaths = /** @type {const} */ ([
  '/mobile/digitalHuman3',
  '/mobile/digitalHuman/how-it-works',
]);

/** Login, registration and password reset, each with its /mobile twin. */
export const authPaths = /** @type {const} */ (['/login', '/register', '/reset']);

/** Desktop public pages of later issues: the developer area and the collection mini-site. */
// One path a line, so each issue that builds one removes only its own line.
// prettier-ignore
/** @type {string[]} */
const laterPublicPaths = [
];

/**
 * The collection mini-site (issue 24): public pages rendered per request (the prices are billing's products), one
 * page for every device (no /mobile twin).
 */
export const collectionPublicPaths = ['/collection/home', '/collection/contactUs', '/collection/subscribe'];

/** The collection mini-site's pages that need a session. */
export const collectionLoginPaths = ['/collection/order', '/collection/conversation'];

/** The community forum: public, rendered per request from the database (never a CDN's static copy). */
export const communityPaths = ['/community', '/community/detail'];

/** Desktop console pages of later issues. */
/** @type {string[]} */
const laterDesktopLoginPaths = [];

/** Mobile console pages of later issues. */
/** @type {string[]} */
const laterMobileLoginPaths = [];

const desktopMarketingPaths = Object.keys(desktopMarketingPages);
const phone = (/** @type {readonly string[]} */ paths) => paths.map((path) => devicePath(path, 'phone'));

/** Desktop marketing and standalone pages that render for visitors. */
export const desktopPublicPaths = [
  ...desktopMarketingPaths,
  ...authPaths,
  ...laterPublicPaths,
  ...collectionPublicPaths,
  ...communityPaths,
];

/**
 * Desktop pages that need a session and belong to no area yet. The console areas declare their own pages
 * (features/<area>/area.ts, gathered by areas.ts); route-table.ts adds them to these lists.
 */
export const desktopLoginPaths = [...laterDesktopLoginPaths, ...collectionLoginPaths];

export const mobilePublicPaths = [
  ...phone(desktopMarketingPaths),
  ...Object.keys(phoneMarketingPages),
  ...phone(authPaths),
  ...phone(communityPaths),
];

/** /mobile pages that need a session and belong to no area yet (the areas' own: route-table.ts). */
export const mobileLoginPaths = [...laterMobileLoginPaths];

/** Conversation runtime: any device, never redirected by device. `:x` stands for one path segment. */
export const runtimePatterns = /** @type {const} */ ([
  '/preview/:x',
  '/userPreview/:x',
  '/p/:x',
  '/collection/preview/:x',
  '/mobile/preview/:x',
  '/mobile/userPreview/:x',
  '/mobile/p/:x',
]);

/** News articles: one page per content file, on both devices. */
export const publicPatterns = ['/news/:x', ...phone(['/news/:x'])];

/** Docs center guides: one page per content file (content/docs/<slug>.<locale>.md), on both devices. */
export const docPatterns = ['/doc/:x', ...phone(['/doc/:x'])];

/** The API reference's groups: one page per tag of public/openapi.json (/doc/api/<group>), on both devices. */
export const referencePatterns = ['/doc/api/:x', ...phone(['/doc/api/:x'])];

/**
 * Every statically generated public page on both devices (news articles as their pattern): the pages a CDN may
 * keep and the perf script weighs.
 */
export const marketingPaths = [
  ...desktopMarketingPaths,
  ...phone(desktopMarketingPaths),
  ...Object.keys(phoneMarketingPages),
  ...publicPatterns,
  ...docPatterns,
  ...referencePatterns,
];

/** Fixed redirects of routes.md; the query string is kept. */
export const fixedRedirects = /** @type {Readonly<Record<string, string>>} */ ({
  '/': '/index',
  '/index': '/login',
  '/developers': '/community',
  '/collection': '/collection/home',
  '/dashboard/deploy': '/dashboard/experience',
  '/mobile/dashboard/deploy': '/mobile/dashboard/experience',
  '/fastCreate/preview': '/session/edit',
  '/personas': '/dashboard/session',
});

/**
 * Paths and patterns of this table whose page a later issue builds. Until then the proxy answers them with the
 * device's 404 page, the sitemap leaves them out and the e2e sweep skips them. route-table.test.ts keeps this list
 * equal to the entries without a page file: building a page means moving its line out of the `later` lists above,
 * into its area's declaration (features/<area>/area.ts).
 */
export const notYetBuilt = [...laterPublicPaths, ...laterDesktopLoginPaths, ...laterMobileLoginPaths];
