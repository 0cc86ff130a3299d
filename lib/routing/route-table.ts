// Every path of routes.md, as data: the proxy's pure functions read these tables and nothing else. The platform's
// own paths are plain JavaScript (route-data.mjs, device-path.mjs) because next.config.mjs and the perf script read
// them in Node; the console areas declare their pages themselves (areas.ts). This module is how TypeScript reads
// both, with the types the pages need.
import { areaRoutes } from '@/areas';
import * as data from './route-data.mjs';
import { desktopMarketingPages, phoneMarketingPages } from './route-data.mjs';

export {
  authPaths,
  desktopMarketingPages,
  desktopPublicPaths,
  docPatterns,
  referencePatterns,
  fixedRedirects,
  marketingPaths,
  mobileOnlyPaths,
  mobilePublicPaths,
  notYetBuilt,
  phoneMarketingPages,
  publicPatterns,
  runtimePatterns,
} from './route-data.mjs';
export { desktopTwinOverrides, mobileTwinOverrides } from './device-path.mjs';

/** A marketing page by its desktop path, or by its /mobile path where only phones have it. */
export type MarketingPage = keyof typeof desktopMarketingPages | PhoneOnlyMarketingPage;
export type PhoneOnlyMarketingPage = keyof typeof phoneMarketingPages;

const namespaces = { ...desktopMarketingPages, ...phoneMarketingPages };

/** The message namespace whose `meta` heads a marketing page on either device. */
export const marketingNamespace = <P extends MarketingPage>(page: P): (typeof namespaces)[P] =>
  namespaces[page];

/** Desktop pages that need a session: the areas' and those of later issues. */
export const desktopLoginPaths: readonly string[] = [
  ...areaRoutes('desktopLogin'),
  ...data.desktopLoginPaths,
];
/** /mobile pages that need a session. */
export const mobileLoginPaths: readonly string[] = [...areaRoutes('mobileLogin'), ...data.mobileLoginPaths];
/** Parameterised /mobile pages that need a session (`:x` is one path segment). */
export const mobileLoginPatterns: readonly string[] = areaRoutes('mobileLoginPatterns');
/**
 * The platform operators' back office: desktop pages only (a phone gets them as they are, no device redirect), behind
 * the operator's own sign-in, never the customer's.
 */
export const operatorPaths: readonly string[] = areaRoutes('operator');
