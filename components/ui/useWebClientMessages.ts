'use client';

import { useTranslations } from 'next-intl';
import { configureWebClient } from '@/lib/api-client/web-client';

/** Gives the browser's API client its translated messages and a way to show them. */
export function useWebClientMessages(notify: (message: string) => void) {
  const t = useTranslations('Api');
  configureWebClient({
    notify,
    messages: {
      unknownError: t('unknownError'),
      loginExpired: t('loginExpired'),
      loggedInElsewhere: t('loggedInElsewhere'),
    },
  });
}
