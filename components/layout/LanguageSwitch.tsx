'use client';

import { Anchor } from '@mantine/core';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { otherSiteUrl } from '@/lib/routing/site-hosts';
import type { Locale } from '@/lib/routing/locale';

interface Props {
  locale: Locale;
  enHost: string;
  zhHost: string;
  label: string;
  ariaLabel: string;
}

/** Links to the same page on the other language's host; the port and scheme are the visitor's own. */
export function LanguageSwitch({ locale, enHost, zhHost, label, ariaLabel }: Props) {
  const href = useBrowserValue(
    () => otherSiteUrl(new URL(window.location.href), locale, { enHost, zhHost }),
    `//${locale === 'en' ? zhHost : enHost}/`,
  );
  return (
    <Anchor
      href={href}
      aria-label={ariaLabel}
      lang={locale === 'en' ? 'zh' : 'en'}
      size="sm"
      data-testid="language-switch"
    >
      {label}
    </Anchor>
  );
}
