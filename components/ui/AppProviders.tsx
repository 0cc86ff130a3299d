'use client';

import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { configureWebClient } from '@/lib/api/web-client';

/** Providers for interactive areas (auth pages, console, forms): React Query, notifications, the API client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations('Api');
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  );
  configureWebClient({
    notify: (message) => notifications.show({ message, color: 'red' }),
    messages: {
      unknownError: t('unknownError'),
      loginExpired: t('loginExpired'),
      loggedInElsewhere: t('loggedInElsewhere'),
    },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-center" />
      {children}
    </QueryClientProvider>
  );
}
