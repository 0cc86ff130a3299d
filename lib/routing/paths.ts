import {
  desktopLoginPaths,
  desktopPublicPaths,
  docPatterns,
  fixedRedirects,
  mobileLoginPatterns,
  mobileLoginPaths,
  mobileOnlyPaths,
  mobilePublicPaths,
  notYetBuilt,
  publicPatterns,
  referencePatterns,
  runtimePatterns,
} from './route-table';

/** The 404 page of the desktop site; devicePath names the phone's. */
export const NOT_FOUND_PATH = '/404';

const loginPaths = new Set<string>([...desktopLoginPaths, ...mobileLoginPaths]);
const pagePaths = new Set<string>([
  ...desktopPublicPaths,
  ...mobilePublicPaths,
  ...loginPaths,
  ...Object.keys(fixedRedirects),
  ...mobileOnlyPaths,
]);

function compile(patterns: readonly string[]): RegExp[] {
  return patterns.map((p) => new RegExp(`^${p.replace(/:x/g, '[^/]+')}$`));
}
const runtimeRegexps = compile(runtimePatterns);
const loginRegexps = compile(mobileLoginPatterns);
const publicRegexps = compile([...publicPatterns, ...docPatterns, ...referencePatterns]);
const notYetBuiltRegexps = compile(notYetBuilt);

const matchesAny = (path: string, regexps: RegExp[]) => regexps.some((r) => r.test(path));

export const isRuntimePath = (path: string) => matchesAny(path, runtimeRegexps);

/** Paths that need a session: the console, the editors and the mobile console (routes.md `login`). */
export function isLoginRequired(path: string): boolean {
  return loginPaths.has(path) || matchesAny(path, loginRegexps);
}

/** A path of routes.md whose page is still to come (route-table's `notYetBuilt`). */
export const isNotYetBuilt = (path: string) => matchesAny(path, notYetBuiltRegexps);

/** A path of routes.md: a page (built or still to come) or a redirect. */
export function isKnownPath(path: string): boolean {
  return (
    pagePaths.has(path) ||
    isRuntimePath(path) ||
    matchesAny(path, loginRegexps) ||
    matchesAny(path, publicRegexps)
  );
}

const NEWS_ARTICLE = /^(?:\/mobile)?\/news\/([^/]+)$/;

/** The slug of a news article path (`/news/<slug>` or its mobile twin), else null. */
export function newsSlugOf(path: string): string | null {
  return NEWS_ARTICLE.exec(path)?.[1] ?? null;
}

/**
 * Normalises a trailing slash so `/pricing/` and `/pricing` are one page, and collapses repeated slashes: a
 * redirect to `//host/…` would be protocol-relative and lead off the site.
 */
export function normalizePath(pathname: string): string {
  const single = pathname.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}
