'use client';

// Mantine's component styles come with the islands that use Mantine, not with every marketing page.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { theme } from '@/components/site/theme';
import { useWebClientMessages } from './useWebClientMessages';

/** Providers for interactive areas (auth pages, console): Mantine, React Query, notifications, the API client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  );
  useWebClientMessages((message) => notifications.show({ message, color: 'red' }));
  useToastsStayOnTheirPage();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Mantine keeps its toasts in one store for the whole tab, and every island's `<Notifications />` shows it: without
 * this, "code sent" on the registration page reappeared on the login page it leads to. A toast speaks of what
 * happened on its page, so leaving the page (another path, or this island unmounting) clears them.
 */
function useToastsStayOnTheirPage() {
  const pathname = usePathname();
  useEffect(() => () => notifications.clean(), [pathname]);
}
