import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/ui/AppProviders';
import { pickMessages } from '@/lib/i18n/pick';

/** Providers of a back-office page: its messages, Mantine and React Query. */
export async function OperatorIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        'Operator',
        'OperatorBilling',
        'Validation',
        'Api',
        'CommunityModeration',
      ])}
    >
      <AppProviders>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
