import { languageCookie } from '@/lib/config/cookies';
import { isLocale, type Locale } from './locale';

// Kept apart from the route table on purpose: the language switch of every static page imports this, and the
// whole table would weigh more than the switch. language-preference.test.ts holds it equal to the table.
const PREFERENCE_PAGE =
  /^(?:\/mobile)?\/(?:login|register|reset|dashboard(?:\/.*)?|personas(?:\/.*)?)$|^\/(?:session|fastCreate)\/.+$|^\/collection\/(?:my|order|conversation)$/;

/**
 * The console and the auth pages, the only pages whose language follows the `dh_lang` preference. The public
 * pages keep the language of their host: they are statically generated and shared through caches keyed by host.
 */
export const followsLanguagePreference = (path: string) => PREFERENCE_PAGE.test(path);

/** The locale a page renders in: the host's, unless the page follows the preference and one is set. */
export function pageLocale(path: string, hostLocale: Locale, preference: string | undefined): Locale {
  return followsLanguagePreference(path) && isLocale(preference) ? preference : hostLocale;
}

/** Remembers the language for the console and auth pages of this host, then shows the page again in it. */
export function preferLanguage(locale: Locale) {
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
  window.location.reload();
}
