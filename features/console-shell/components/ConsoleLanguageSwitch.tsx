'use client';

import { Button } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { preferLanguage } from '@/lib/routing/language-preference';

/**
 * Switches the console's language on this host (the `dh_lang` preference): the other language's host would have
 * no session cookie and so log the user out.
 */
export function ConsoleLanguageSwitch() {
  const t = useTranslations('Console');
  const locale = useLocale();
  const other = locale === 'en' ? 'zh' : 'en';
  return (
    <Button
      variant="subtle"
      size="xs"
      lang={other}
      aria-label={t('switchLanguage')}
      onClick={() => preferLanguage(other)}
      data-testid="console-language-switch"
    >
      {t('otherLanguage')}
    </Button>
  );
}
