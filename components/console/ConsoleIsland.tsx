import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/ui/AppProviders';
import type { UserInfo, UserLimits } from '@/lib/contract/accounts';
import { pickMessages } from '@/lib/i18n/pick';
import { ConsoleSessionProvider } from './ConsoleSession';

interface Props {
  user: UserInfo;
  limits?: UserLimits;
  children: ReactNode;
}

/** Providers of a console page: its messages, React Query and the API client, and the verified account. */
export async function ConsoleIsland({ user, limits, children }: Props) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Console', 'Validation', 'Api'])}>
      <AppProviders>
        <ConsoleSessionProvider user={user} initialLimits={limits}>
          {children}
        </ConsoleSessionProvider>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
