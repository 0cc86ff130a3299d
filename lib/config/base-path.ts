/**
 * The prefix the whole product is served under (`BASE_PATH` at build time, Next's `basePath`): '' by default.
 * next.config.mjs inlines it as DH_BASE_PATH into server and browser code alike. next/link, next/navigation's router,
 * redirect() and the proxy's rewrites add it by themselves; everything that writes a URL by hand (fetch, <a href>,
 * <img src>, window.location, audio, absolute links in mails and the SDK) goes through withBasePath.
 */
export const BASE_PATH: string = process.env.DH_BASE_PATH ?? '';

/** A same-site path (`/api/…`, `/login`) under the base path; full URLs, `//host` and relative paths unchanged. */
export function withBasePath(path: string, base: string = BASE_PATH): string {
  if (!base || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) return path;
  if (path === '/') return base;
  if (path.startsWith('/?') || path.startsWith('/#')) return base + path.slice(1);
  return base + path;
}

/** The path a URL names inside the app: the base path taken off (when it has it), so `/dh/login` gives `/login`. */
export function withoutBasePath(path: string, base: string = BASE_PATH): string {
  if (!base) return path;
  if (path === base) return '/';
  if (path.startsWith(`${base}/`)) return path.slice(base.length);
  if (path.startsWith(`${base}?`) || path.startsWith(`${base}#`)) return `/${path.slice(base.length)}`;
  return path;
}
