import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/ui/AppProviders';
import { pickMessages } from '@/lib/i18n/pick';

/** Providers of a console page: its messages, React Query and the API client. */
export async function ConsoleIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        'Console',
        'Account',
        'Auth',
        'Validation',
        'Api',
        'Time',
        'SessionsList',
        'SessionsMobile',
        'SessionsWizard',
        'Notifications',
      ])}
    >
      <AppProviders>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
