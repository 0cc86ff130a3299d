'use client';

import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWebClientMessages } from './useWebClientMessages';

/** Providers for interactive areas (auth pages, console, forms): React Query, notifications, the API client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  );
  useWebClientMessages((message) => notifications.show({ message, color: 'red' }));
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-center" />
      {children}
    </QueryClientProvider>
  );
}
