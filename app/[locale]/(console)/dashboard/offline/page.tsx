import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OfflineView } from '@/features/offline/components/OfflineView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/offline'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Offline.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Offline licences and their devices (issue 26 §2); the console layout has verified the login. */
export default async function OfflinePage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'Offline'])}>
      <OfflineView />
    </NextIntlClientProvider>
  );
}
