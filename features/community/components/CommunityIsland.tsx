import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/ui/AppProviders';
import { pickMessages } from '@/lib/i18n/pick';

/**
 * The forum's pages are interactive throughout (forms, likes, paging): Mantine and the API client's messages around
 * them. The forum's own strings reach its client parts as props.
 */
export async function CommunityIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Api'])}>
      <AppProviders>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
