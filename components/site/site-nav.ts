/** The main navigation of the site by desktop path: the desktop header shows it, the mobile menu its /mobile twins. */
export const SITE_NAV = [
  ['pricing', '/pricing'],
  ['industry', '/industry'],
  ['technical', '/technical'],
  ['realtime', '/real-time-interaction'],
  ['privateIp', '/privateIp'],
  ['smallVideo', '/smallVideo'],
  ['news', '/news'],
  ['aboutUs', '/aboutUs'],
] as const;
