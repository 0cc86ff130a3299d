import type { Messages } from 'next-intl';

export interface ConsoleMenuEntry {
  /** Its label under the `Console` namespace. */
  label: keyof Messages['Console'];
  href: string;
}

/**
 * The console menu of spec §2, in its order: home, sessions, create/edit session, knowledge base, keys and
 * resources, docs center, forum, SDK guide, account, billing, contact us, offline digital humans. An entry is
 * added here, one line each, once its page exists.
 */
export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  { label: 'home', href: '/dashboard' },
  { label: 'sessions', href: '/dashboard/session' },
  // The wizard opens only with a draft (spec §4): the session list starts one, then opens step 1.
  { label: 'createSession', href: '/dashboard/session?create=1' },
  { label: 'knowledge', href: '/dashboard/knowledge' },
  { label: 'unanswered', href: '/dashboard/knowledge/unanswered' },
  { label: 'resources', href: '/dashboard/resources' },
  { label: 'debug', href: '/dashboard/debug' },
  // Issue 21 §4: is the digital human getting better (beside the records it is measured from).
  { label: 'analytics', href: '/dashboard/analytics' },
  { label: 'experience', href: '/dashboard/experience' },
  { label: 'buildYourOwn', href: '/dashboard/build-your-own' },
  { label: 'h5sdk', href: '/dashboard/h5sdk' },
  { label: 'contactUs', href: '/contactUs' },
];

/** The visitor's path without the locale segment that the proxy's rewrite adds. */
export const visitorPath = (pathname: string) => pathname.replace(/^\/(zh|en)(?=\/|$)/, '') || '/';
