import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/components/site/theme';
import { catalogues } from '@/messages/catalogues';

const { en, zh } = catalogues;

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: 'zh' | 'en';
}

/** Renders a component inside the providers the app gives it: Mantine, next-intl and React Query. */
export function renderWithProviders(ui: ReactElement, { locale = 'zh', ...options }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <NextIntlClientProvider locale={locale} messages={locale === 'zh' ? zh : en} timeZone="Asia/Shanghai">
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </NextIntlClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
