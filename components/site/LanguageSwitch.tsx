'use client';

import { usePathname } from 'next/navigation';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { otherSiteUrl } from '@/lib/routing/site-hosts';
import type { Locale } from '@/lib/routing/locale';
import classes from './chrome.module.css';

interface Props {
  locale: Locale;
  enHost: string;
  zhHost: string;
  label: string;
  ariaLabel: string;
}

/** Links to the same page on the other language's host; the port and scheme are the visitor's own. */
export function LanguageSwitch({ locale, enHost, zhHost, label, ariaLabel }: Props) {
  const hosts = { enHost, zhHost };
  // The header lives in a layout that survives client navigations: the path change re-renders it.
  usePathname();
  const href = useBrowserValue(
    () => otherSiteUrl(new URL(window.location.href), locale, hosts),
    `//${locale === 'en' ? zhHost : enHost}/`,
  );
  return (
    <a
      href={href}
      className={classes.link}
      onClick={(event) => {
        // A query changed by the page itself does not re-render the header; read the address as it is now.
        event.currentTarget.href = otherSiteUrl(new URL(window.location.href), locale, hosts);
      }}
      aria-label={ariaLabel}
      lang={locale === 'en' ? 'zh' : 'en'}
      data-testid="language-switch"
    >
      {label}
    </a>
  );
}
