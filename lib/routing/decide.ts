import { devicePath } from './device-path.mjs';
import { deviceRedirect } from './device-redirect';
import { pageLocale } from './language-preference';
import { type Locale } from './locale';
import { sessionMatters, loginGuard } from './login-guard';
import { NOT_FOUND_PATH, isKnownPath, isNotYetBuilt, newsSlugOf, normalizePath } from './paths';
import { fixedRedirects, operatorPaths } from './route-table';

const OPERATOR_LOGIN = '/operator/login';
const operatorPages = new Set<string>(operatorPaths);
const isOperatorPath = (path: string) => path === '/operator' || path.startsWith('/operator/');

/** The back office: desktop only, and its login guard sends to the operators' login, never the customers'. */
async function operatorDecision(facts: RequestFacts, path: string, locale: Locale): Promise<Decision> {
  if (!operatorPages.has(path))
    return { kind: 'rewrite', pathname: `/${locale}${NOT_FOUND_PATH}`, notFound: true };
  if (path !== OPERATOR_LOGIN && !(await (facts.hasOperatorSession?.() ?? false)))
    return redirect(`${OPERATOR_LOGIN}?redirect=${encodeURIComponent(path + facts.search)}`);
  return { kind: 'rewrite', pathname: `/${locale}${path}` };
}

export interface RequestFacts {
  pathname: string;
  /** The query string with its leading `?`, or ''. */
  search: string;
  /** The locale of the host. */
  locale: Locale;
  /** The `dh_lang` cookie: the console and auth pages follow it (lib/routing/language-preference.ts). */
  languagePreference?: string;
  handheld: boolean;
  /** Asked only for paths where the session matters, so most requests never unseal a cookie. */
  hasSession: () => Promise<boolean>;
  /** Whether the request carries a live operator cookie; asked only on back-office paths. */
  hasOperatorSession?: () => Promise<boolean>;
  /** Whether this locale publishes the article: news pages exist only for the content files. */
  hasNewsArticle: (slug: string) => boolean;
}

export type Decision =
  { kind: 'redirect'; location: string } | { kind: 'rewrite'; pathname: string; notFound?: true };

const redirect = (location: string): Decision => ({ kind: 'redirect', location });

/** The whole request pipeline of routes.md in one pure function; proxy.ts only translates it to a response. */
export async function decide(facts: RequestFacts): Promise<Decision> {
  const { search, handheld } = facts;
  const path = normalizePath(facts.pathname);
  if (path !== facts.pathname) return redirect(path + search);
  const locale = pageLocale(path, facts.locale, facts.languagePreference);
  if (isOperatorPath(path)) return operatorDecision(facts, path, locale);

  const twin = deviceRedirect(path, handheld);
  if (twin) return redirect(twin + search);

  // A redirect to a page still to come (/developers → /community) would only hop to the 404 page: until that page
  // exists, the path answers the 404 page itself, and the redirect starts working the day the page is built.
  const fixed = fixedRedirects[path];
  const leadsNowhere = fixed !== undefined && isNotYetBuilt(fixed);
  if (fixed && !leadsNowhere) return redirect(fixed + search);

  // Device twins follow routes.md even for pages still to come, so a later page needs no routing change.
  const slug = newsSlugOf(path);
  if (
    !isKnownPath(path) ||
    isNotYetBuilt(path) ||
    leadsNowhere ||
    (slug !== null && !facts.hasNewsArticle(slug))
  ) {
    const notFound = devicePath(NOT_FOUND_PATH, handheld ? 'phone' : 'desktop');
    return { kind: 'rewrite', pathname: `/${locale}${notFound}`, notFound: true };
  }

  if (sessionMatters(path)) {
    const target = loginGuard({ path, search, handheld, hasSession: await facts.hasSession() });
    if (target) return redirect(target);
  }

  return { kind: 'rewrite', pathname: `/${locale}${path}` };
}
