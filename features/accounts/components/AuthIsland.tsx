import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/ui/AppProviders';
import { pickMessages } from '@/lib/i18n/pick';

/** The providers an auth form needs, with only the message namespaces it reads. */
export async function AuthIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Auth', 'Validation', 'Api'])}>
      <AppProviders>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
