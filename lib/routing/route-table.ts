// Every path of routes.md, as data: the proxy's pure functions read these tables and nothing else.

/** Desktop marketing and standalone pages that render for visitors. */
export const desktopPublicPaths = [
  '/pricing',
  '/subscriptions',
  '/How-to-deploy-digital-human',
  '/news',
  '/industry',
  '/digitalHuman/what-is-digital-human',
  '/aboutUs',
  '/contactUs',
  '/privacy',
  '/technical',
  '/privateIp',
  '/smallVideo',
  '/real-time-interaction',
  '/login',
  '/register',
  '/reset',
  '/localHuman',
  '/download',
  '/downloadCompanyApp',
  '/community',
  '/community/detail',
  '/doc',
  '/collection/home',
  '/collection/contactUs',
  '/collection/subscribe',
] as const;

/** Desktop pages that need a session. */
export const desktopLoginPaths = [
  '/dashboard',
  '/dashboard/session',
  '/dashboard/knowledge',
  '/dashboard/resources',
  '/dashboard/order/list',
  '/dashboard/account',
  '/dashboard/experience',
  '/dashboard/h5sdk',
  '/dashboard/build-your-own',
  '/dashboard/debug',
  '/dashboard/offline',
  '/session/edit',
  '/session/create/step1',
  '/session/create/step2',
  '/session/create/step3',
  '/session/create/step4',
  '/session/create/success',
  '/fastCreate/create',
  '/collection/my',
  '/collection/order',
  '/collection/conversation',
] as const;

export const mobilePublicPaths = [
  '/mobile/index',
  '/mobile/pricing',
  '/mobile/subscriptions',
  '/mobile/How-to-deploy-digital-human',
  '/mobile/real-time-interaction',
  '/mobile/digitalHuman3',
  '/mobile/bankFitness',
  '/mobile/retail',
  '/mobile/news',
  '/mobile/industry',
  '/mobile/education',
  '/mobile/digitalHuman/what-is-digital-human',
  '/mobile/digitalHuman/how-it-works',
  '/mobile/aboutUs',
  '/mobile/contactUs',
  '/mobile/privacy',
  '/mobile/technical',
  '/mobile/privateIp',
  '/mobile/smallVideo',
  '/mobile/localHuman',
  '/mobile/downloadCompanyApp',
  '/mobile/download',
  '/mobile/login',
  '/mobile/register',
  '/mobile/reset',
] as const;

export const mobileLoginPaths = [
  '/mobile/personas/create',
  '/mobile/dashboard',
  '/mobile/personas',
  '/mobile/dashboard/experience',
  '/mobile/dashboard/h5sdk',
  '/mobile/dashboard/build-your-own',
] as const;

/** Conversation runtime: any device, never redirected by device. `:x` stands for one path segment. */
export const runtimePatterns = [
  '/preview/:x',
  '/userPreview/:x',
  '/p/:x',
  '/collection/preview/:x',
  '/mobile/preview/:x',
  '/mobile/userPreview/:x',
  '/mobile/p/:x',
] as const;

/** Parameterised pages that are neither runtime nor fixed paths. */
export const mobileLoginPatterns = ['/mobile/personas/:x/:x'] as const;

/** News articles: one page per content file. */
export const publicPatterns = ['/news/:x', '/mobile/news/:x'] as const;

/** Fixed redirects of routes.md; the query string is kept. */
export const fixedRedirects: Readonly<Record<string, string>> = {
  '/': '/index',
  '/index': '/login',
  '/developers': '/community',
  '/collection': '/collection/home',
  '/dashboard/deploy': '/dashboard/experience',
  '/mobile/dashboard/deploy': '/mobile/dashboard/experience',
  '/fastCreate/preview': '/session/edit',
  '/personas': '/dashboard/session',
};

/** Desktop paths whose phone twin is not simply `/mobile` + path. */
export const mobileTwinOverrides: Readonly<Record<string, string>> = {
  '/session/create/step1': '/mobile/personas/create',
  '/session/create/step2': '/mobile/personas/create',
  '/session/create/step3': '/mobile/personas/create',
  '/session/create/step4': '/mobile/personas/create',
  '/session/create/success': '/mobile/personas/create',
  '/fastCreate/create': '/mobile/personas/create',
  '/personas': '/mobile/personas',
};

/** Mobile pages whose desktop twin is not simply the path without `/mobile`. */
export const desktopTwinOverrides: Readonly<Record<string, string>> = {
  '/mobile/retail': '/industry',
  '/mobile/bankFitness': '/industry',
  '/mobile/education': '/industry',
  '/mobile/personas/create': '/fastCreate/create',
  '/mobile/personas': '/personas',
};

/** Mobile pages that have no desktop twin and stay on every device. */
export const mobileOnlyPaths = ['/mobile/digitalHuman3', '/mobile/digitalHuman/how-it-works'] as const;

/**
 * Paths and patterns of this table whose page a later issue builds. Until then the proxy answers them with the
 * device's 404 page, the sitemap leaves them out and the e2e sweep skips them. lib/routing/route-table.test.ts
 * keeps this list equal to the entries without a page file: building a page means deleting its line here.
 */
export const notYetBuilt = [
  // Developer area and the collection mini-site.
  '/community',
  '/community/detail',
  '/doc',
  '/collection/home',
  '/collection/contactUs',
  '/collection/subscribe',
  '/collection/my',
  '/collection/order',
  '/collection/conversation',
  // Console pages beyond the home.
  '/dashboard/session',
  '/dashboard/knowledge',
  '/dashboard/resources',
  '/dashboard/order/list',
  '/dashboard/account',
  '/dashboard/experience',
  '/dashboard/h5sdk',
  '/dashboard/build-your-own',
  '/dashboard/debug',
  '/dashboard/offline',
  '/session/edit',
  '/session/create/step1',
  '/session/create/step2',
  '/session/create/step3',
  '/session/create/step4',
  '/session/create/success',
  '/fastCreate/create',
  '/mobile/personas',
  '/mobile/personas/:x/:x',
  '/mobile/dashboard/experience',
  '/mobile/dashboard/h5sdk',
  '/mobile/dashboard/build-your-own',
  // The conversation runtime.
  '/preview/:x',
  '/userPreview/:x',
  '/p/:x',
  '/collection/preview/:x',
  '/mobile/preview/:x',
  '/mobile/userPreview/:x',
  '/mobile/p/:x',
] as const;
