// @ts-check
// Plain JavaScript, like route-data.mjs: next.config.mjs and the perf scripts run in Node without a TypeScript step
// and need the /mobile twins of the pages too.

/** @typedef {import('./device').Device} Device */

const MOBILE = '/mobile';

/** Desktop paths whose phone twin is not simply `/mobile` + path. */
export const mobileTwinOverrides = /** @type {Readonly<Record<string, string>>} */ ({
  '/session/create/step1': '/mobile/personas/create',
  '/session/create/step2': '/mobile/personas/create',
  '/session/create/step3': '/mobile/personas/create',
  '/session/create/step4': '/mobile/personas/create',
  '/session/create/success': '/mobile/personas/create',
  '/fastCreate/create': '/mobile/personas/create',
  '/personas': '/mobile/personas',
  '/dashboard/session': '/mobile/personas',
});

/** Mobile pages whose desktop twin is not simply the path without `/mobile`. */
export const desktopTwinOverrides = /** @type {Readonly<Record<string, string>>} */ ({
  '/mobile/retail': '/industry',
  '/mobile/bankFitness': '/industry',
  '/mobile/education': '/industry',
  '/mobile/personas/create': '/fastCreate/create',
  '/mobile/personas': '/dashboard/session',
});

/** @param {string} path */
export const isMobilePath = (path) => path === MOBILE || path.startsWith(`${MOBILE}/`);

/**
 * The layout a path is drawn in: /mobile paths are the phone's.
 * @param {string} path
 * @returns {Device}
 */
export const deviceOfPath = (path) => (isMobilePath(path) ? 'phone' : 'desktop');

/**
 * The path that stands for `path` on `device`: the /mobile twin for a phone, the desktop twin for a desktop, the
 * path itself where it already is that device's; the overrides above come first. It only names the twin: whether
 * that page exists is the route table's business (device-redirect.ts).
 * @param {string} path
 * @param {Device} device
 * @returns {string}
 */
export function devicePath(path, device) {
  if (deviceOfPath(path) === device) return path;
  if (device === 'phone') return mobileTwinOverrides[path] ?? (path === '/' ? MOBILE : MOBILE + path);
  return desktopTwinOverrides[path] ?? (path.slice(MOBILE.length) || '/');
}
