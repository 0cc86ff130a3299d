// Every path of routes.md, as data: the proxy's pure functions read these tables and nothing else. The data is
// plain JavaScript (route-data.mjs, device-path.mjs) because next.config.mjs and the perf script read it in Node;
// this module is how TypeScript reads it, with the types the pages need.
import { desktopMarketingPages, phoneMarketingPages } from './route-data.mjs';

export {
  authPaths,
  desktopLoginPaths,
  desktopMarketingPages,
  desktopPublicPaths,
  fixedRedirects,
  marketingPaths,
  mobileLoginPaths,
  mobileLoginPatterns,
  mobileOnlyPaths,
  mobilePublicPaths,
  notYetBuilt,
  operatorPaths,
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
