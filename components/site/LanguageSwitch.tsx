'use client';

import { usePathname } from 'next/navigation';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { followsLanguagePreference, preferLanguage } from '@/lib/routing/language-preference';
import { otherSiteUrl } from '@/lib/routing/site-hosts';
import type { Locale } from '@/lib/routing/locale';
import classes from './chrome.module.css';

interface Props {
  locale: Locale;
  enHost: string;
  zhHost: string;
  /** The other language's configured origin (`SITE_ORIGIN_*`): where a click before hydration goes. */
  otherOrigin: string;
  label: string;
  ariaLabel: string;
}

/**
 * Links to the same page on the other language's host; the port and scheme are the visitor's own. On the auth and
 * console pages it sets the language preference instead: the other host has no session cookie.
 */
export function LanguageSwitch({ locale, enHost, zhHost, otherOrigin, label, ariaLabel }: Props) {
  const hosts = { enHost, zhHost };
  const other: Locale = locale === 'en' ? 'zh' : 'en';
  // The header lives in a layout that survives client navigations: the path change re-renders it.
  const pathname = usePathname();
  // Until hydration the link cannot know the visitor's port or query; a click then still lands on the same page.
  const href = useBrowserValue(
    () => otherSiteUrl(new URL(window.location.href), locale, hosts),
    `${otherOrigin}${pathname}`,
  );
  return (
    <a
      href={href}
      className={classes.link}
      onClick={(event) => {
        if (followsLanguagePreference(window.location.pathname)) {
          event.preventDefault();
          preferLanguage(other);
          return;
        }
        // A query changed by the page itself does not re-render the header; read the address as it is now.
        event.currentTarget.href = otherSiteUrl(new URL(window.location.href), locale, hosts);
      }}
      aria-label={ariaLabel}
      lang={other}
      data-testid="language-switch"
    >
      {label}
    </a>
  );
}
